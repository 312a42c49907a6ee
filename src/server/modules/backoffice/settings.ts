import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { shopSettings } from '#server/db/schema/backoffice.ts';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  type SettingKey,
  type Settings,
  type SettingsBody,
  settingSchemas,
} from '#shared/contract/settings.ts';

/* The shop's settings: one row per key that staff have set, the default for every other. */

/**
 * Every setting, stored or default. A stored value the contract no longer accepts (a setting whose
 * rule changed) reads as the default rather than breaking every screen that shows it.
 */
export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(inArray(shopSettings.key, SETTING_KEYS));
  const settings: Settings = { ...SETTING_DEFAULTS };
  for (const row of rows) {
    const key = row.key as SettingKey;
    const parsed = settingSchemas[key].safeParse(row.value);
    if (parsed.success) Object.assign(settings, { [key]: parsed.data });
  }
  return settings;
}

/**
 * Writes the given settings in the caller's transaction, one save at a time so that two admins saving
 * at once each log the other's value as 'before'. Answers the settings before and after.
 */
export async function writeSettings(tx: Db, patch: SettingsBody, staffId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shop_settings'))`);
  const before = await readSettings(tx);
  const entries = SETTING_KEYS.filter((key) => patch[key] !== undefined).map((key) => ({
    key,
    value: patch[key],
    updatedBy: staffId,
    updatedAt: new Date(),
  }));
  if (entries.length > 0) {
    await tx
      .insert(shopSettings)
      .values(entries)
      .onConflictDoUpdate({
        target: shopSettings.key,
        set: {
          value: sql`excluded.value`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  return { before, after: await readSettings(tx) };
}
