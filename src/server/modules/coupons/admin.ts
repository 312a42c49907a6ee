import { and, asc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { couponRedemptions, coupons } from '#server/db/schema/coupons.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import type { Coupon, CouponBody, CouponUpdate, StaffCouponsQuery } from '#shared/contract/staff-coupons.ts';
import { STAFF_LIST_LIMITS } from '#shared/contract/staff-taxonomy.ts';
import type { Localized } from '#shared/lang.ts';
import { centsToDollars, dollarsToCents } from '#shared/price.ts';
import { couponMessages as m } from './messages.ts';

/* Coupon codes as staff keep them, with their uses and the revenue of the orders that used them. */

type Row = typeof coupons.$inferSelect;
type Totals = { revenue: number; discount: number };

const refused = (field: string, message: Localized) =>
  new AppError(422, 'validation', commonMessages.validation, { [field]: [message] });

const orNull = <T, U>(value: T | null, map: (v: T) => U) => (value === null ? null : map(value));

function present(row: Row, totals: Totals | undefined): Coupon {
  return {
    id: row.id,
    code: row.code,
    percent_off: orNull(row.percentBp, (bp) => bp / 100),
    amount_off: orNull(row.amountCents, centsToDollars),
    min_subtotal: orNull(row.minSubtotalCents, centsToDollars),
    format: row.format,
    category_ids: row.categoryIds,
    book_ids: row.bookIds,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    max_uses: row.maxUses,
    max_uses_per_client: row.maxUsesPerClient,
    combines_with_sale: row.combinesWithSale,
    active: row.active,
    uses: row.usesCount,
    revenue: centsToDollars(totals?.revenue ?? 0),
    discount_given: centsToDollars(totals?.discount ?? 0),
  };
}

/** Revenue and discount of the uses still held (orders not cancelled), by coupon. */
async function totalsOf(db: Db, couponId?: number) {
  const rows = await db
    .select({
      couponId: couponRedemptions.couponId,
      revenue: sql<number>`coalesce(sum(${couponRedemptions.orderNetCents}), 0)::int`,
      discount: sql<number>`coalesce(sum(${couponRedemptions.discountCents}), 0)::int`,
    })
    .from(couponRedemptions)
    .where(
      and(
        isNull(couponRedemptions.releasedAt),
        couponId === undefined ? undefined : eq(couponRedemptions.couponId, couponId),
      ),
    )
    .groupBy(couponRedemptions.couponId);
  return new Map(rows.map((row) => [row.couponId, { revenue: row.revenue, discount: row.discount }]));
}

export async function listCoupons(db: Db, query: StaffCouponsQuery) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_LIST_LIMITS.perPage;
  const search = query.search?.trim();
  const rows = await db
    .select()
    .from(coupons)
    .where(search ? ilike(coupons.code, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined)
    .orderBy(asc(coupons.id));
  const totals = await totalsOf(db);
  const all = rows.map((row) => present(row, totals.get(row.id)));
  const key = query.sort ?? 'id';
  if (key !== 'id') {
    all.sort((a, b) => (key === 'code' ? a.code.localeCompare(b.code) : a[key] - b[key]) || a.id - b.id);
  }
  if (query.dir === 'desc') all.reverse();
  return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length, page, perPage };
}

export async function findCoupon(db: Db, id: number): Promise<Coupon | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row ? present(row, (await totalsOf(db, id)).get(id)) : null;
}

/** The columns of a coupon as given, checked against each other and the other codes. */
async function columnsOf(db: Db, body: CouponBody, id: number | null, usesTaken: number) {
  if ((body.percent_off === null) === (body.amount_off === null)) throw refused('percent_off', m.oneKind);
  const startsAt = orNull(body.starts_at, (at) => new Date(at));
  const endsAt = orNull(body.ends_at, (at) => new Date(at));
  if (startsAt && endsAt && endsAt <= startsAt) throw refused('ends_at', m.datesOrder);
  if (body.max_uses !== null && body.max_uses < usesTaken) throw refused('max_uses', m.usesBelowTaken);
  const code = body.code.trim();
  const [same] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`upper(${coupons.code}) = upper(${code})`, id === null ? undefined : ne(coupons.id, id)));
  if (same) throw refused('code', m.codeTaken);
  return {
    code,
    percentBp: orNull(body.percent_off, (percent) => Math.round(percent * 100)),
    amountCents: orNull(body.amount_off, dollarsToCents),
    minSubtotalCents: orNull(body.min_subtotal, dollarsToCents),
    format: body.format,
    categoryIds: [...new Set(body.category_ids)],
    bookIds: [...new Set(body.book_ids)],
    startsAt,
    endsAt,
    maxUses: body.max_uses,
    maxUsesPerClient: body.max_uses_per_client,
    combinesWithSale: body.combines_with_sale,
    active: body.active,
  };
}

export async function createCoupon(db: Db, body: CouponBody): Promise<Coupon> {
  const [row] = await db
    .insert(coupons)
    .values(await columnsOf(db, body, null, 0))
    .returning();
  return present(row!, undefined);
}

/** Changes the fields given; null when there is no such coupon. */
export async function updateCoupon(db: Db, id: number, body: CouponUpdate) {
  const [locked] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!locked) return null;
  const before = present(locked, (await totalsOf(db, id)).get(id));
  const merged: CouponBody = {
    code: before.code,
    percent_off: before.percent_off,
    amount_off: before.amount_off,
    min_subtotal: before.min_subtotal,
    format: before.format,
    category_ids: before.category_ids,
    book_ids: before.book_ids,
    starts_at: before.starts_at,
    ends_at: before.ends_at,
    max_uses: before.max_uses,
    max_uses_per_client: before.max_uses_per_client,
    combines_with_sale: before.combines_with_sale,
    active: before.active,
    ...body,
  };
  // A percentage given alone replaces the amount, and the other way round.
  if (body.percent_off != null && body.amount_off === undefined) merged.amount_off = null;
  if (body.amount_off != null && body.percent_off === undefined) merged.percent_off = null;
  const [row] = await db
    .update(coupons)
    .set({ ...(await columnsOf(db, merged, id, locked.usesCount)), updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return { before, after: present(row!, (await totalsOf(db, id)).get(id)) };
}
