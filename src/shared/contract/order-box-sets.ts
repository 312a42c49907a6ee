import { z } from 'zod';
import { localizedText } from './fields.ts';

/*
 * A box set as an order holds it (decision 096): one line of its own, with the order lines of its
 * books, each book's list price then, its share of the box set's price (the shares add up to it) and
 * the tax rate it was charged at. Money in dollars, rates in percent.
 */

export const orderBoxSetBookSchema = z.object({
  /** The order line of the book (in `order_details` or `lines`). */
  line_id: z.number(),
  book_id: z.number(),
  list_price: z.number(),
  share: z.number(),
  tax_rate: z.number(),
});

export const orderBoxSetSchema = z.object({
  id: z.number(),
  box_set_id: z.number(),
  ...localizedText('title'),
  quantity: z.number(),
  price: z.number(),
  total_price: z.number(),
  books: z.array(orderBoxSetBookSchema),
});
export type OrderBoxSet = z.infer<typeof orderBoxSetSchema>;
