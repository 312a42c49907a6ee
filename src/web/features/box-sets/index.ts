/* Box sets' public surface (decision 096): their lines in the cart and the checkout. */
export { BoxSetCartRow, BoxSetSummaryRow } from './BoxSetCartRow.tsx';
export { type BoxSetLine, orderBoxSets } from './lines.ts';
export { useBoxSetLines } from './useBoxSetLines.ts';
