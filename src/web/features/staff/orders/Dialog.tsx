import { type ReactNode, useEffect, useId, useRef } from 'react';
import { panel } from '#web/components/ui.tsx';

/** A modal panel over the page: its title names it, Escape closes it, focus starts inside it. */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-brand-950/40 p-3">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${panel} grid w-full max-w-lg gap-4 p-4 sm:p-6`}
      >
        <h2 id={titleId} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
