/*
 * How a console table is laid out on a wide screen and on a phone. A money column at the end is
 * pinned to the table's end side while the other columns scroll beneath it. A stacked table turns
 * below 640 px into cards: each row a card of its cells, each cell under its column's name, the
 * sortable headings a row of sort buttons above the cards; nothing pinned, nothing scrolled sideways.
 */

const pinnedAlways =
  'sticky end-0 z-[1] whitespace-nowrap shadow-[0_0_0.75rem_rgb(0_0_0/0.08)] [clip-path:inset(0_0_0_-1rem)] rtl:[clip-path:inset(0_-1rem_0_0)]';
const pinnedWide =
  'sm:sticky sm:end-0 sm:z-[1] whitespace-nowrap sm:shadow-[0_0_0.75rem_rgb(0_0_0/0.08)] sm:[clip-path:inset(0_0_0_-1rem)] sm:rtl:[clip-path:inset(0_-1rem_0_0)]';

/** The last column, when it holds money, pinned to the table's end side (on a wide screen only, when stacked). */
export const pinned = (
  column: { money?: boolean },
  index: number,
  count: number,
  background: string,
  stacked = false,
) => (column.money && index === count - 1 ? `${background} ${stacked ? pinnedWide : pinnedAlways}` : '');

/** The classes of a stacked table's parts below 640 px; none for a table that only scrolls. */
export const stackedParts = (stacked: boolean) =>
  stacked
    ? {
        table: 'max-sm:block max-sm:min-w-0',
        head: 'max-sm:block',
        headRow: 'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-5 max-sm:gap-y-1 max-sm:px-3',
        heading: (sortable: boolean) => (sortable ? 'max-sm:px-0 max-sm:py-2' : 'max-sm:hidden'),
        body: 'max-sm:block',
        row: 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:p-4',
        cell: 'max-sm:grid max-sm:content-start max-sm:justify-items-start max-sm:gap-1 max-sm:p-0 max-sm:w-auto',
      }
    : { table: '', head: '', headRow: '', heading: () => '', body: '', row: '', cell: '' };
