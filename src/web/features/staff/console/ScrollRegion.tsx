import type { ReactNode } from 'react';

/**
 * The box of a table wider than a phone, which scrolls sideways: a region named for its table and
 * reachable by keyboard, so that the columns out of sight can be scrolled in with the arrow keys
 * (axe's scrollable-region-focusable; WCAG 2.1.1), whether or not its rows hold a link or a button.
 * Inside a section already named as its table, it is a group (a fieldset) rather than a second landmark.
 */
export function ScrollRegion({
  label,
  className = '',
  busy,
  role = 'region',
  children,
}: {
  label: string;
  role?: 'region' | 'group';
  className?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const box = {
    'aria-label': label,
    tabIndex: 0,
    'aria-busy': busy || undefined,
    className: `overflow-x-auto ${className}`,
  };
  return role === 'group' ? (
    // A fieldset is a group; it must be let shrink below its table's width to scroll.
    <fieldset {...box} className={`min-w-0 ${box.className}`}>
      {children}
    </fieldset>
  ) : (
    <section {...box}>{children}</section>
  );
}
