import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import * as s from '#server/db/schema/index.ts';
import * as data from './data/index.ts';
import { overwriteWithExcluded } from './upsert.ts';

/*
 * The demo shop's shipping zones, weight bands, Saudi VAT, packaging weight and the seller its
 * invoices name. Zones and bands are
 * demo rows, written again by every seed; a country staff have moved to another zone stays there, and
 * the settings, once a row exists, are the staff's.
 */
export async function seedShipping(db: Db): Promise<void> {
  const countries = await db.select({ id: s.countries.id, code: s.countries.code }).from(s.countries);
  const idOf = new Map(countries.map((country) => [country.code, country.id]));
  const named = new Set(
    data.shippingZones.flatMap((zone) => (zone.countries === 'rest' ? [] : zone.countries)),
  );
  const zoneIds = data.shippingZones.map((zone) => zone.id);

  await db
    .insert(s.shippingZones)
    .values(data.shippingZones.map(({ countries: _countries, bands: _bands, ...zone }) => zone))
    .onConflictDoUpdate({ target: s.shippingZones.id, set: overwriteWithExcluded(s.shippingZones) });

  await db.delete(s.shippingRates).where(inArray(s.shippingRates.zoneId, zoneIds));
  await db
    .insert(s.shippingRates)
    .values(
      data.shippingZones.flatMap((zone) =>
        zone.bands.map(([maxGrams, priceCents]) => ({ zoneId: zone.id, maxGrams, priceCents })),
      ),
    );

  const members = data.shippingZones.flatMap((zone) => {
    const codes =
      zone.countries === 'rest' ? countries.map((c) => c.code).filter((c) => !named.has(c)) : zone.countries;
    return codes.flatMap((code) => {
      const countryId = idOf.get(code);
      return countryId === undefined ? [] : [{ zoneId: zone.id, countryId }];
    });
  });
  if (members.length > 0) {
    await db.insert(s.shippingZoneCountries).values(members).onConflictDoNothing();
  }

  const rules = data.taxRules.flatMap(({ country, ...rule }) => {
    const countryId = idOf.get(country);
    return countryId === undefined ? [] : [{ ...rule, countryId }];
  });
  if (rules.length > 0) {
    await db
      .insert(s.taxRules)
      .values(rules)
      .onConflictDoUpdate({
        target: [s.taxRules.countryId, s.taxRules.format],
        set: overwriteWithExcluded(s.taxRules),
      });
  }

  await db
    .insert(s.shippingSettings)
    .values({ id: 1, packagingGrams: data.packagingGrams })
    .onConflictDoNothing();
  await db
    .insert(s.invoiceSettings)
    .values({ id: 1, ...data.invoiceSeller })
    .onConflictDoNothing();
}
