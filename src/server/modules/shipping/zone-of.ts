import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { shippingZoneCountries, shippingZones } from '#server/db/schema/shipping.ts';

/** The zone a country belongs to (id and names), or null when it is in none. */
export async function zoneOfCountry(db: Db, countryId: number) {
  const [row] = await db
    .select({ id: shippingZones.id, nameAr: shippingZones.nameAr, nameEn: shippingZones.nameEn })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .where(eq(shippingZoneCountries.countryId, countryId));
  return row ?? null;
}

/** Every zone with its names, by id. */
export async function zoneNames(db: Db) {
  return db
    .select({ id: shippingZones.id, nameAr: shippingZones.nameAr, nameEn: shippingZones.nameEn })
    .from(shippingZones)
    .orderBy(shippingZones.id);
}
