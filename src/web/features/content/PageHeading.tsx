import type { ReactNode } from 'react';

type PageHeadingProps = {
  title: string;
  /** A short line above the title (section name). */
  eyebrow?: string;
  /** One or two sentences under the title. */
  lead?: ReactNode;
};

/** The heading every content page opens with: gold rule on the starting side, brand colours. */
export function PageHeading({ title, eyebrow, lead }: PageHeadingProps) {
  return (
    <header className="mb-8 sm:mb-10">
      {eyebrow && <p className="mb-2 text-sm font-bold tracking-wide text-gold-600">{eyebrow}</p>}
      <h1 className="border-s-4 border-gold-400 ps-4 text-3xl font-extrabold leading-tight text-brand-900 sm:text-4xl">
        {title}
      </h1>
      {lead && <p className="mt-4 max-w-3xl text-base leading-relaxed text-brand-700">{lead}</p>}
    </header>
  );
}
