import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { codRiskOrders } from '#server/db/schema/cod-risk.ts';
import { codBuyerOf, codOrderOf } from '#server/modules/orders/index.ts';
import { countryCodesById } from '#server/modules/reference/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import { COD_RISK_HISTORY_MAX, type CodRisk, type CodRiskCounts } from '#shared/contract/cod-risk.ts';
import { addressKey, phoneFacts, phoneKey } from './keys.ts';

/*
 * A COD order's buyer as the console's order screen shows them (decision 103): their earlier COD
 * orders matched by account, by phone and by address, with how many came back or were refused, and
 * whether the phone is a valid number of the parcel's country.
 */

type Reader = Pick<Db, 'select'>;

/** The keys an order's buyer is matched by, and the country code its phone is read in. */
export type BuyerKeys = {
  clientId: number | null;
  phone: string | null;
  address: string;
  country: string | null;
};

export async function keysOf(
  db: Db,
  buyer: {
    clientId: number | null;
    countryId: number | null;
    mobile: string | null;
    city: string | null;
    address: string | null;
  },
): Promise<BuyerKeys> {
  const country =
    buyer.countryId === null
      ? null
      : ((await countryCodesById(db, [buyer.countryId])).get(buyer.countryId) ?? null);
  return {
    clientId: buyer.clientId,
    phone: buyer.mobile ? phoneKey(buyer.mobile, country) : null,
    address: addressKey(buyer.countryId, buyer.city, buyer.address),
    country,
  };
}

/** The conditions of each way of matching that applies to `keys`. */
function matchers(keys: BuyerKeys) {
  return {
    account: keys.clientId === null ? undefined : eq(codRiskOrders.clientId, keys.clientId),
    phone: keys.phone ? eq(codRiskOrders.phone, keys.phone) : undefined,
    address: keys.address ? eq(codRiskOrders.addressKey, keys.address) : undefined,
  };
}

const count = (condition: SQL | undefined, extra?: SQL) =>
  condition
    ? sql<number>`count(*) FILTER (WHERE ${extra ? and(condition, extra) : condition})::int`
    : sql<number>`0`;

/** Of the COD orders matching `keys` (before `beforeOrderId`, when given), how many each way, returned and refused. */
export async function countsOf(db: Reader, keys: BuyerKeys, beforeOrderId?: number) {
  const match = matchers(keys);
  const any = or(match.account, match.phone, match.address);
  if (!any) return { account: zero(), phone: zero(), address: zero() };
  const returned = eq(codRiskOrders.outcome, 'returned');
  const refused = eq(codRiskOrders.outcome, 'refused');
  const [row] = await db
    .select({
      accountOrders: count(match.account),
      accountReturned: count(match.account, returned),
      accountRefused: count(match.account, refused),
      phoneOrders: count(match.phone),
      phoneReturned: count(match.phone, returned),
      phoneRefused: count(match.phone, refused),
      addressOrders: count(match.address),
      addressReturned: count(match.address, returned),
      addressRefused: count(match.address, refused),
    })
    .from(codRiskOrders)
    .where(beforeOrderId === undefined ? any : and(any, lt(codRiskOrders.orderId, beforeOrderId)));
  return {
    account: { orders: row!.accountOrders, returned: row!.accountReturned, refused: row!.accountRefused },
    phone: { orders: row!.phoneOrders, returned: row!.phoneReturned, refused: row!.phoneRefused },
    address: { orders: row!.addressOrders, returned: row!.addressReturned, refused: row!.addressRefused },
  };
}

const zero = (): CodRiskCounts => ({ orders: 0, returned: 0, refused: 0 });

/** The panel of order `orderId`; 404 when there is no such order. */
export async function codRiskOf(db: Db, orderId: number): Promise<CodRisk> {
  const buyer = await codBuyerOf(db, orderId);
  const order = await codOrderOf(db, orderId);
  if (!buyer || !order) throw notFound();
  const keys = await keysOf(db, buyer);
  const facts = buyer.mobile
    ? phoneFacts(buyer.mobile, keys.country)
    : { e164: null, validForCountry: false };
  const counts = await countsOf(db, keys, orderId);
  const match = matchers(keys);
  const any = or(match.account, match.phone, match.address);
  const earlier = any
    ? await db
        .select()
        .from(codRiskOrders)
        .where(and(any, lt(codRiskOrders.orderId, orderId)))
        .orderBy(desc(codRiskOrders.orderId))
        .limit(COD_RISK_HISTORY_MAX)
    : [];
  const [own] = await db
    .select({ outcome: codRiskOrders.outcome })
    .from(codRiskOrders)
    .where(eq(codRiskOrders.orderId, orderId));
  return {
    order_id: orderId,
    is_cod: order.isCod,
    outcome: own?.outcome ?? null,
    phone: {
      written: buyer.mobile ?? '',
      e164: facts.e164,
      country: keys.country,
      valid_for_country: facts.validForCountry,
    },
    by_account: counts.account,
    by_phone: counts.phone,
    by_address: counts.address,
    earlier: earlier.map((row) => ({
      order_id: row.orderId,
      placed_at: row.createdAt.toISOString(),
      outcome: row.outcome,
      matched_by: [
        ...(keys.clientId !== null && row.clientId === keys.clientId ? (['account'] as const) : []),
        ...(keys.phone && row.phone === keys.phone ? (['phone'] as const) : []),
        ...(keys.address && row.addressKey === keys.address ? (['address'] as const) : []),
      ],
    })),
  };
}
