import path from 'node:path';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { pushKeys } from '#server/db/schema/devices.ts';
import { StartupRefusal } from '#server/plugins/errors.ts';
import { readVapidKeyFile, VAPID_FILE, type Vapid, type VapidKeys } from '#server/services/push/vapid.ts';

/*
 * The shop's VAPID keys are one pair for every API process: from the settings (VAPID_PUBLIC_KEY,
 * VAPID_PRIVATE_KEY), else from the database, where the first process to start stores them. A
 * browser's subscription is bound to the public key it was made with, so a second pair would silently
 * orphan every browser subscribed through another process.
 */

export type VapidSource = 'settings' | 'database' | 'key file' | 'generated';

type VapidConfig = Pick<Config, 'vapidKeys' | 'vapidSubject' | 'dataDir' | 'env'>;

async function storedKeys(db: Db): Promise<VapidKeys | null> {
  const [row] = await db
    .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
    .from(pushKeys)
    .where(eq(pushKeys.id, 1));
  return row ?? null;
}

/** Stores `keys` unless another process stored a pair first; answers the pair that won. */
async function storeOnce(db: Db, keys: VapidKeys): Promise<VapidKeys> {
  await db
    .insert(pushKeys)
    .values({ id: 1, ...keys })
    .onConflictDoNothing({ target: pushKeys.id });
  return (await storedKeys(db)) ?? keys;
}

export const mismatchLine =
  'VAPID_PUBLIC_KEY differs from the push key the database holds, which browsers subscribed with: set the pair the database holds (table push_keys), or remove its row to start over with these keys (every browser must then subscribe again).';

/**
 * The keys this process signs with, and where they came from. Keys in the settings that differ from
 * the database's refuse the start in production (`StartupRefusal`, one line); elsewhere they are used
 * with `mismatch` set, for the caller to warn.
 */
export async function loadVapid(
  db: Db,
  config: VapidConfig,
): Promise<Vapid & { source: VapidSource; mismatch: boolean }> {
  const subject = config.vapidSubject;
  const stored = await storedKeys(db);
  if (config.vapidKeys) {
    const mismatch = stored !== null && stored.publicKey !== config.vapidKeys.publicKey;
    if (mismatch && config.env === 'production') throw new StartupRefusal(mismatchLine);
    if (!stored) await storeOnce(db, config.vapidKeys);
    return { ...config.vapidKeys, subject, source: 'settings', mismatch };
  }
  if (stored) return { ...stored, subject, source: 'database', mismatch: false };
  // A shop that kept its keys in a file before keeps them: its browsers subscribed with them.
  const fromFile = readVapidKeyFile(path.join(config.dataDir, VAPID_FILE));
  const offered = fromFile ?? webpush.generateVAPIDKeys();
  const kept = await storeOnce(db, offered);
  const source = kept.publicKey !== offered.publicKey ? 'database' : fromFile ? 'key file' : 'generated';
  return { ...kept, subject, source, mismatch: false };
}
