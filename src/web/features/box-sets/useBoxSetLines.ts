import type { BoxSetCartItem } from '#web/state/box-set-cart.ts';
import { useBoxSetsByIds } from './api.ts';
import { type BoxSetLine, boxSetLines } from './lines.ts';

/**
 * The box sets `items` names, priced by the shop's answers: their lines, whether they are still
 * loading, whether one could not be asked (and a way to ask again).
 */
export function useBoxSetLines(items: BoxSetCartItem[], owned?: (bookId: number) => boolean) {
  const boxes = useBoxSetsByIds(items.map((item) => item.box_set_id));
  const lines: BoxSetLine[] = boxSetLines(items, boxes.byId, owned);
  return { lines, pending: boxes.pending, failed: boxes.failed, refetch: boxes.refetch };
}
