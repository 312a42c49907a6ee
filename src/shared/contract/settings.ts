import { z } from 'zod';

/*
 * The shop's settings that staff change in the console, each with its schema and its default: a
 * setting never written reads as its default. Every member reads them (the dashboard shows them);
 * only administrators change them. PUT takes some of them (a missing key keeps its value); an
 * unknown key is refused.
 */

/** Printed copies under this many count as few: the dashboard's 'low stock'. 0 turns the warning off. */
const lowStockThreshold = z
  .number({ error: 'lowStockThreshold' })
  .int({ error: 'lowStockThreshold' })
  .min(0, { error: 'lowStockThreshold' })
  .max(1000, { error: 'lowStockThreshold' });

/** How many times a buyer may download each book they own; 0 leaves it to the server's DOWNLOAD_LIMIT. */
const downloadLimit = z
  .number({ error: 'downloadLimit' })
  .int({ error: 'downloadLimit' })
  .min(0, { error: 'downloadLimit' })
  .max(1000, { error: 'downloadLimit' });

/** How many hours after the purchase (or staff's last reset) a book may be downloaded; 0: always. */
const downloadLinkHours = z
  .number({ error: 'downloadLinkHours' })
  .int({ error: 'downloadLinkHours' })
  .min(0, { error: 'downloadLinkHours' })
  .max(8760, { error: 'downloadLinkHours' });

/** Administrators must sign in with an authenticator app's code as well as their password. */
const adminsTwoFactor = z.boolean({ error: 'yesNo' });

export const settingSchemas = {
  low_stock_threshold: lowStockThreshold,
  admins_two_factor: adminsTwoFactor,
  download_limit: downloadLimit,
  download_link_hours: downloadLinkHours,
} as const;

export const settingsSchema = z.object(settingSchemas);
export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;
export const SETTING_KEYS = Object.keys(settingSchemas) as SettingKey[];

export const SETTING_DEFAULTS: Settings = {
  low_stock_threshold: 5,
  admins_two_factor: false,
  download_limit: 0,
  download_link_hours: 0,
};

/* ---------- inputs ---------- */

export const settingsBodySchema = z.strictObject(settingSchemas).partial();
export type SettingsBody = z.input<typeof settingsBodySchema>;

/* ---------- answers ---------- */

export const settingsAnswerSchema = z.object({ data: settingsSchema });
export const settingsSavedSchema = z.object({ data: settingsSchema, message: z.string() });
