import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { devices, pushKeys } from '#server/db/schema/devices.ts';
import { StartupRefusal } from '#server/plugins/errors.ts';
import { readVapidKeyFile, VAPID_FILE, type Vapid, type VapidKeys } from '#server/services/push/vapid.ts';

/*
 * The shop's VAPID keys are one pair for every API process: from the settings (VAPID_PUBLIC_KEY,
 * VAPID_PRIVATE_KEY), else from the database, where the first process to start stores them. A
 * browser's subscription is bound to the public key it was made with, so a second pair would silently
 * orphan every browser subscribed through another process.
 *
 * On the upgrade from a shop that kept its pair in `$DATA_DIR/vapid-keys.json`, processes starting
 * together may not all see that file (another machine, another volume). A pair made up by one that
 * did not is marked `generated`, and the key file's pair takes its place as long as no browser has
 * subscribed with it: the file's pair is the one the shop's browsers hold. Processes read the pair
 * from the database when they use it, so one that made up the pair moments before follows.
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

/**
 * Stores `keys` unless another process stored a pair first (one atomic insert-if-absent); answers
 * the pair that won. A key file's pair (`from: 'key file'`) also replaces a generated pair no browser
 * has subscribed with yet.
 */
async function storeOnce(
  db: Db,
  keys: VapidKeys,
  from: 'settings' | 'key file' | 'generated',
): Promise<VapidKeys> {
  const insert = db.insert(pushKeys).values({ id: 1, ...keys, generated: from === 'generated' });
  if (from === 'key file') {
    await insert.onConflictDoUpdate({
      target: pushKeys.id,
      set: { publicKey: keys.publicKey, privateKey: keys.privateKey, generated: false },
      setWhere: sql`${pushKeys.generated} and not exists (
        select 1 from ${devices} where ${devices.p256dh} is not null and ${devices.createdAt} >= ${pushKeys.createdAt})`,
    });
  } else {
    await insert.onConflictDoNothing({ target: pushKeys.id });
  }
  return (await storedKeys(db)) ?? keys;
}

export const keyFileSetAsideLine = `${VAPID_FILE} in the data folder holds another pair than the database, which browsers have subscribed with since: the database's pair is kept; remove the file.`;

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
): Promise<Vapid & { source: VapidSource; mismatch: boolean; keyFileSetAside?: boolean }> {
  const subject = config.vapidSubject;
  const stored = await storedKeys(db);
  if (config.vapidKeys) {
    const mismatch = stored !== null && stored.publicKey !== config.vapidKeys.publicKey;
    if (mismatch && config.env === 'production') throw new StartupRefusal(mismatchLine);
    if (!stored) await storeOnce(db, config.vapidKeys, 'settings');
    return { ...config.vapidKeys, subject, source: 'settings', mismatch };
  }
  // A shop that kept its keys in a file before keeps them: its browsers subscribed with them.
  const fromFile = readVapidKeyFile(path.join(config.dataDir, VAPID_FILE));
  if (stored && (!fromFile || stored.publicKey === fromFile.publicKey)) {
    return { ...stored, subject, source: 'database', mismatch: false };
  }
  const offered = fromFile ?? webpush.generateVAPIDKeys();
  const kept = await storeOnce(db, offered, fromFile ? 'key file' : 'generated');
  const source = kept.publicKey !== offered.publicKey ? 'database' : fromFile ? 'key file' : 'generated';
  // A key file the database's pair did not give way to: browsers subscribed with that pair since.
  return {
    ...kept,
    subject,
    source,
    mismatch: false,
    keyFileSetAside: fromFile !== null && source === 'database',
  };
}

/**
 * The public key browsers subscribe with now: the settings', else the database's, read at each call
 * so that a process follows a key file's pair that replaced the one it made up at start.
 */
export async function currentPublicKey(db: Db, config: VapidConfig): Promise<string> {
  if (config.vapidKeys) return config.vapidKeys.publicKey;
  return ((await storedKeys(db)) ?? (await loadVapid(db, config))).publicKey;
}
