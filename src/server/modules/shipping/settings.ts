import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { shippingSettings } from '#server/db/schema/shipping.ts';
import type { ShippingSettings } from '#shared/contract/shipping.ts';

/* The settings of shipping and tax: one row, the defaults while staff have set nothing. */

export const SHIPPING_SETTING_DEFAULTS: ShippingSettings = { packaging_grams: 0, prices_include_tax: false };

export async function readShippingSettings(db: Db): Promise<ShippingSettings> {
  const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.id, 1));
  if (!row) return { ...SHIPPING_SETTING_DEFAULTS };
  return { packaging_grams: row.packagingGrams, prices_include_tax: row.pricesIncludeTax };
}

/** Writes the settings given in the caller's transaction; answers them before and after. */
export async function writeShippingSettings(tx: Db, patch: Partial<ShippingSettings>) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shipping_settings'))`);
  const before = await readShippingSettings(tx);
  const after = {
    ...before,
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
  };
  const values = { packagingGrams: after.packaging_grams, pricesIncludeTax: after.prices_include_tax };
  await tx
    .insert(shippingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shippingSettings.id, set: { ...values, updatedAt: new Date() } });
  return { before, after: await readShippingSettings(tx) };
}
