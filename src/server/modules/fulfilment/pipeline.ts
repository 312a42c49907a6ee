import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { ListPage } from '#server/services/list-answer.ts';
import {
  FULFILMENT_PAGE,
  FULFILMENT_STAGES,
  type FulfilmentCounts,
  type FulfilmentOrder,
  type FulfilmentStage,
} from '#shared/contract/fulfilment.ts';
import type { Lang } from '#shared/lang.ts';

/*
 * Where each printed-book order stands (decision 100), read in one statement over the orders, their
 * cash-on-delivery confirmations and their shipments; the first rule that holds wins:
 * - returned: a return is recorded on the order (not a failed one);
 * - delivered / with carrier: the order's status says delivered / shipped;
 * - awaiting confirmation: its COD confirmation still waits for the buyer's yes;
 * - label printed: a live shipment is booked and the order is not yet shipped;
 * - confirmed: pending, processing or paid, nothing waiting and no shipment booked.
 * Orders cancelled, awaiting a card payment, or whose confirmation was refused or ran out stand nowhere.
 */

const stageOf = sql`
  CASE
    WHEN EXISTS (
      SELECT 1 FROM order_refunds r
      WHERE r.order_id = o.id AND r.kind = 'return' AND r.state <> 'failed'
    ) OR EXISTS (
      SELECT 1 FROM shipments s JOIN shipment_events e ON e.shipment_id = s.id
      WHERE s.order_id = o.id AND e.step = 'returned'
    ) THEN 'returned'
    WHEN o.status = 'delivered' THEN 'delivered'
    WHEN o.status = 'shipped' THEN 'with_carrier'
    WHEN o.status NOT IN ('pending', 'processing', 'paid') THEN NULL
    WHEN c.state = 'awaiting' THEN 'awaiting_confirmation'
    WHEN c.state IN ('cancelled', 'expired') THEN NULL
    WHEN EXISTS (
      SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.status = 'created'
    ) THEN 'label_printed'
    ELSE 'confirmed'
  END`;

const staged = (where: SQL) => sql`
  WITH staged AS (
    SELECT o.id, o.net_price_cents, o.created_at, ${stageOf} AS stage
    FROM orders o
    LEFT JOIN cod_confirmations c ON c.order_id = o.id
    WHERE o.is_hard_copy
  )
  ${where}`;

type Rows<T> = { rows: T[] };

/** How many printed orders stand at each step; a step without any counts 0. */
export async function stageCounts(db: Db): Promise<FulfilmentCounts> {
  const result = (await db.execute(
    staged(sql`SELECT stage, count(*)::int AS total FROM staged WHERE stage IS NOT NULL GROUP BY stage`),
  )) as unknown as Rows<{ stage: FulfilmentStage; total: number | string }>;
  const counts = Object.fromEntries(FULFILMENT_STAGES.map((stage) => [stage, 0])) as FulfilmentCounts;
  for (const row of result.rows) counts[row.stage] = Number(row.total);
  return counts;
}

type OrderRow = {
  id: number;
  name: string | null;
  city: string | null;
  country: string | null;
  net_price_cents: number;
  created_at: Date | string;
};

/** The orders at `stage`, the longest there first (by the date they were placed), a page at a time. */
export async function ordersAt(
  db: Db,
  stage: FulfilmentStage,
  query: { page?: number; per_page?: number },
  lang: Lang,
  total: number,
): Promise<ListPage<FulfilmentOrder>> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? FULFILMENT_PAGE;
  const countryName = lang === 'ar' ? sql`k.name_ar` : sql`k.name_en`;
  const result = (await db.execute(
    staged(sql`
      SELECT staged.id, a.shipping_name AS name, a.shipping_city AS city, ${countryName} AS country,
        staged.net_price_cents, staged.created_at
      FROM staged
      LEFT JOIN order_addresses a ON a.order_id = staged.id
      LEFT JOIN countries k ON k.id = a.shipping_country_id
      WHERE staged.stage = ${stage}
      ORDER BY staged.created_at ASC, staged.id ASC
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
  )) as unknown as Rows<OrderRow>;
  const data = result.rows.map((row) => ({
    id: Number(row.id),
    name: row.name ?? '',
    city: row.city ?? '',
    country: row.country ?? '',
    net_price_cents: Number(row.net_price_cents),
    created_at: new Date(row.created_at).toISOString(),
  }));
  return { data, total, page, perPage };
}
