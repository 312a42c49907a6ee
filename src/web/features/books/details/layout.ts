/* The book page's frame, shared by the page and its skeleton so both take the same room. */

export const detailsLayout = {
  breadcrumb: 'mb-6 text-sm leading-[1.75] text-brand-600',
  columns:
    'grid items-start gap-8 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-12',
  figure:
    'mx-auto w-full max-w-60 overflow-hidden rounded-2xl bg-brand-50 shadow-lg ring-1 ring-brand-100 sm:max-w-72 md:sticky md:top-6 md:max-w-none',
  cover: 'block aspect-[2/3] w-full object-contain',
  aside: 'flex min-w-0 flex-col gap-6',
  title: 'text-3xl font-extrabold leading-snug text-brand-900 sm:text-4xl',
};
