import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { shippingZoneCountries, shippingZones } from '#server/db/schema/shipping.ts';
import type { ShippingDestinations } from '#shared/contract/shipping.ts';

/** Where printed books are sent: every country of a zone, or everywhere while there is no zone. */
export async function shippingDestinations(db: Db): Promise<ShippingDestinations> {
  const rows = await db
    .select({
      countryId: shippingZoneCountries.countryId,
      zoneId: shippingZones.id,
      codOffered: shippingZones.codOffered,
      min: shippingZones.deliveryDaysMin,
      max: shippingZones.deliveryDaysMax,
    })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .orderBy(asc(shippingZoneCountries.countryId));
  const [{ zones }] = (await db.select({ zones: count() }).from(shippingZones)) as [{ zones: number }];
  return {
    ships_everywhere: zones === 0,
    countries: rows.map((row) => ({
      country_id: row.countryId,
      zone_id: row.zoneId,
      cod_offered: row.codOffered,
      delivery_days: { min: row.min, max: row.max },
    })),
  };
}
