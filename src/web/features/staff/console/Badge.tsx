import type { ReactNode } from 'react';

/** A word on a coloured pill, the same everywhere in the console: a record's state, role or mark. */
export function Badge({ colours, children }: { colours: string; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${colours}`}>{children}</span>
  );
}
