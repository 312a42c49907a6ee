import { and, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { shipments } from '#server/db/schema/carriers.ts';

/*
 * What the carriers tell the cash-on-delivery remittances (decision 102): the shipments a carrier's
 * statement names by waybill, and the cash each day's parcels are to bring back.
 */

/** The currency of a parcel's cash (the order's, decision 110) and its decimals: 3 for KWD. */
export type CodCurrency = { currency: string; currencyDecimals: number };

export type CodShipment = CodCurrency & {
  id: number;
  orderId: number;
  carrier: string;
  waybill: string;
  /** Minor units of `currency`. */
  codAmountCents: number;
};

/**
 * The shipments of `carrier` with these waybills, one per waybill: the live one, else the newest
 * cancelled one (a statement may name a parcel the shop cancelled after handing it over).
 */
export async function shipmentsByWaybill(
  db: Db,
  carrier: string,
  waybills: string[],
): Promise<Map<string, CodShipment>> {
  const found = new Map<string, CodShipment>();
  if (waybills.length === 0) return found;
  const rows = await db
    .select({
      id: shipments.id,
      orderId: shipments.orderId,
      carrier: shipments.carrier,
      waybill: shipments.waybill,
      codAmountCents: shipments.codAmountCents,
      currency: shipments.currency,
      currencyDecimals: shipments.currencyDecimals,
    })
    .from(shipments)
    .where(and(eq(shipments.carrier, carrier), inArray(shipments.waybill, [...new Set(waybills)])))
    .orderBy(sql`${shipments.status} = 'created' DESC`, desc(shipments.id));
  for (const row of rows) if (!found.has(row.waybill)) found.set(row.waybill, row);
  return found;
}

export type HandedOver = CodCurrency & {
  id: number;
  carrier: string;
  day: string;
  /** Minor units of `currency`. */
  codAmountCents: number;
};

/**
 * The cash-on-delivery shipments booked from `from` to `to` (days in `timeZone`, both included) and
 * not cancelled: the cash each carrier is to collect, in the parcel's currency, by the day the parcel
 * was handed over.
 */
export async function codHandedOver(
  db: Db,
  from: string,
  to: string,
  timeZone: string,
): Promise<HandedOver[]> {
  const day = sql<string>`to_char(${shipments.createdAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({
      id: shipments.id,
      carrier: shipments.carrier,
      day,
      codAmountCents: shipments.codAmountCents,
      currency: shipments.currency,
      currencyDecimals: shipments.currencyDecimals,
    })
    .from(shipments)
    .where(
      and(
        ne(shipments.status, 'cancelled'),
        gt(shipments.codAmountCents, 0),
        gte(shipments.createdAt, sql`(${from}::date)::timestamp AT TIME ZONE ${timeZone}`),
        lt(shipments.createdAt, sql`((${to}::date) + 1)::timestamp AT TIME ZONE ${timeZone}`),
      ),
    )
    .orderBy(shipments.id);
}
