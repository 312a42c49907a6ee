import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * A dialog over the page (the shop's or the console's): labelled by its title, focus moved to its first
 * field (or itself) when it opens and back to what had it when it closes, Escape closes it. `danger`:
 * its title in red, for a step that cannot be undone.
 */
export function Modal({
  title,
  onClose,
  danger = false,
  children,
}: {
  title: string;
  onClose: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('textarea, input, select, button');
    (first ?? box.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-brand-950/60 p-4">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="grid max-h-[90vh] w-full max-w-lg gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-brand-100"
      >
        <h2 id={titleId} className={`text-lg font-bold ${danger ? 'text-red-800' : 'text-brand-900'}`}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
