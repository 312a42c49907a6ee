import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { shippingRates, shippingZoneCountries, shippingZones } from '#server/db/schema/shipping.ts';
import { countryCodesById } from '#server/modules/reference/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import { fieldMessages } from '#shared/contract/field-messages.ts';
import type {
  ShippingZone,
  ShippingZoneBody,
  ShippingZoneUpdate,
  StaffShippingZonesQuery,
} from '#shared/contract/shipping.ts';
import { STAFF_LIST_LIMITS } from '#shared/contract/staff-taxonomy.ts';
import { centsToDollars, dollarsToCents } from '#shared/price.ts';
import { countryInOtherZone, shippingMessages } from './messages.ts';

/*
 * Shipping zones as staff keep them: a name in each language, its countries (by the reference list's
 * ids; a country is in one zone at most), its weight bands, free shipping from a subtotal, cash on
 * delivery and its fee, and the delivery estimate. A shop has a few zones: lists are read whole.
 */

type ZoneRow = typeof shippingZones.$inferSelect;

const refused = (field: string, message: { ar: string; en: string }) =>
  new AppError(422, 'validation', commonMessages.validation, { [field]: [message] });

/** The zones among `ids` (all when undefined) as the console shows them, in the order of `ids`. */
async function presentZones(db: Db, rows: ZoneRow[]): Promise<ShippingZone[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const members = await db
    .select()
    .from(shippingZoneCountries)
    .where(inArray(shippingZoneCountries.zoneId, ids))
    .orderBy(asc(shippingZoneCountries.countryId));
  const bands = await db
    .select()
    .from(shippingRates)
    .where(inArray(shippingRates.zoneId, ids))
    .orderBy(asc(shippingRates.maxGrams));
  const codes = await countryCodesById(db, [...new Set(members.map((member) => member.countryId))]);
  return rows.map((row) => {
    const countryIds = members.filter((m) => m.zoneId === row.id).map((m) => m.countryId);
    return {
      id: row.id,
      name_ar: row.nameAr,
      name_en: row.nameEn,
      country_ids: countryIds,
      country_codes: countryIds.map((id) => codes.get(id) ?? ''),
      rates: bands
        .filter((band) => band.zoneId === row.id)
        .map((band) => ({ max_grams: band.maxGrams, price: centsToDollars(band.priceCents) })),
      free_shipping_from:
        row.freeShippingFromCents === null ? null : centsToDollars(row.freeShippingFromCents),
      cod_offered: row.codOffered,
      cod_fee: centsToDollars(row.codFeeCents),
      delivery_days_min: row.deliveryDaysMin,
      delivery_days_max: row.deliveryDaysMax,
    };
  });
}

export async function listShippingZones(db: Db, query: StaffShippingZonesQuery) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_LIST_LIMITS.perPage;
  const rows = await db.select().from(shippingZones).orderBy(asc(shippingZones.id));
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found = rows.filter((row) =>
    words.every((word) => `${row.nameAr} ${row.nameEn}`.toLowerCase().includes(word)),
  );
  if (query.sort === 'name') found.sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en'));
  if (query.dir === 'desc') found.reverse();
  const data = await presentZones(db, found.slice((page - 1) * perPage, page * perPage));
  return { data, total: found.length, page, perPage };
}

export async function findShippingZone(db: Db, id: number): Promise<ShippingZone | null> {
  const rows = await db.select().from(shippingZones).where(eq(shippingZones.id, id));
  return (await presentZones(db, rows))[0] ?? null;
}

/**
 * Refuses unknown countries and countries of another zone (422 naming `country_ids`). Zone saves take
 * turns from here to the end of their transaction, so two saves claiming one country at once get a
 * 201 and a 422, never a broken unique index.
 */
async function checkCountries(db: Db, countryIds: number[], zoneId: number | null) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shipping_zone_countries'))`);
  const unique = [...new Set(countryIds)];
  const codes = await countryCodesById(db, unique);
  const unknown = unique.find((id) => !codes.has(id));
  if (unknown !== undefined) throw refused('country_ids', shippingMessages.unknownCountry);
  if (unique.length === 0) return unique;
  const taken = await db
    .select({
      countryId: shippingZoneCountries.countryId,
      nameAr: shippingZones.nameAr,
      nameEn: shippingZones.nameEn,
    })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .where(
      and(
        inArray(shippingZoneCountries.countryId, unique),
        zoneId === null ? undefined : ne(shippingZoneCountries.zoneId, zoneId),
      ),
    )
    .limit(1);
  const [first] = taken;
  if (first) {
    const code = codes.get(first.countryId) ?? String(first.countryId);
    throw refused('country_ids', countryInOtherZone(code, { ar: first.nameAr, en: first.nameEn }));
  }
  return unique;
}

function zoneColumns(body: ShippingZoneUpdate) {
  const cents = (dollars: number | undefined) =>
    dollars === undefined ? undefined : dollarsToCents(dollars);
  return {
    nameAr: body.name_ar,
    nameEn: body.name_en,
    freeShippingFromCents:
      body.free_shipping_from === undefined
        ? undefined
        : body.free_shipping_from === null
          ? null
          : dollarsToCents(body.free_shipping_from),
    codOffered: body.cod_offered,
    codFeeCents: cents(body.cod_fee),
    deliveryDaysMin: body.delivery_days_min,
    deliveryDaysMax: body.delivery_days_max,
  };
}

async function replaceLists(
  tx: Db,
  zoneId: number,
  countryIds: number[] | undefined,
  body: ShippingZoneUpdate,
) {
  if (countryIds !== undefined) {
    await tx.delete(shippingZoneCountries).where(eq(shippingZoneCountries.zoneId, zoneId));
    if (countryIds.length > 0) {
      await tx.insert(shippingZoneCountries).values(countryIds.map((countryId) => ({ zoneId, countryId })));
    }
  }
  if (body.rates !== undefined) {
    await tx.delete(shippingRates).where(eq(shippingRates.zoneId, zoneId));
    await tx.insert(shippingRates).values(
      body.rates.map((band) => ({
        zoneId,
        maxGrams: band.max_grams,
        priceCents: dollarsToCents(band.price),
      })),
    );
  }
}

/** Adds a zone in the caller's transaction; 422 for an unknown country or one of another zone. */
export async function createShippingZone(tx: Db, body: ShippingZoneBody): Promise<ShippingZone> {
  const countryIds = await checkCountries(tx, body.country_ids, null);
  const columns = zoneColumns(body);
  const [row] = await tx
    .insert(shippingZones)
    .values({
      ...columns,
      nameAr: body.name_ar,
      nameEn: body.name_en,
      deliveryDaysMin: body.delivery_days_min,
      deliveryDaysMax: body.delivery_days_max,
    })
    .returning();
  await replaceLists(tx, row!.id, countryIds, body);
  return (await findShippingZone(tx, row!.id))!;
}

/** Changes the fields given; `country_ids` and `rates`, when given, replace the zone's lists. */
export async function updateShippingZone(tx: Db, id: number, body: ShippingZoneUpdate) {
  const [locked] = await tx.select().from(shippingZones).where(eq(shippingZones.id, id)).for('update');
  if (!locked) return null;
  const before = (await findShippingZone(tx, id))!;
  const min = body.delivery_days_min ?? before.delivery_days_min;
  const max = body.delivery_days_max ?? before.delivery_days_max;
  if (max < min) throw refused('delivery_days_max', fieldMessages.deliveryDays!);
  const countryIds =
    body.country_ids === undefined ? undefined : await checkCountries(tx, body.country_ids, id);
  await tx
    .update(shippingZones)
    .set({ ...zoneColumns(body), updatedAt: new Date() })
    .where(eq(shippingZones.id, id));
  await replaceLists(tx, id, countryIds, body);
  return { before, after: (await findShippingZone(tx, id))! };
}

/** Deletes a zone with its bands; its countries are no longer shipped to (unless no zone is left). */
export async function deleteShippingZone(tx: Db, id: number) {
  const zone = await findShippingZone(tx, id);
  if (!zone) return null;
  await tx.delete(shippingZones).where(eq(shippingZones.id, id));
  return zone;
}
