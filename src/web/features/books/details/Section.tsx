import { type ReactNode, useId } from 'react';
import { panel } from '#web/components/ui.tsx';

type SectionProps = { title: string; children: ReactNode; className?: string };

/** A white card with its heading, named by that heading for screen readers. */
export function Section({ title, children, className = '' }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${panel} p-5 sm:p-6 ${className}`}>
      <h2 id={headingId} className="mb-4 text-lg font-extrabold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
