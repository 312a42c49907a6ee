import { and, asc, getTableColumns, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { devices } from '#server/db/schema/devices.ts';
import type { Device, DeviceBody, PushKeys } from '#shared/contract/devices.ts';
import { isLang, type Lang } from '#shared/lang.ts';

type DeviceRow = typeof devices.$inferSelect;

/** A validated `POST /devices` body: the zod schema has filled the defaults. */
export type DeviceRegistration = {
  token: string;
  name: string | null;
  type: DeviceBody['type'];
  serial: string | null;
  client_id: number | null;
  keys?: PushKeys;
};

export function toDevice(row: DeviceRow): Device {
  return {
    id: row.id,
    token: row.token,
    name: row.name,
    type: row.type,
    serial: row.serial,
    client_id: row.clientId,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * One row per push token: a known token takes the latest registration's fields, client included, so a
 * device that changes hands (or logs out) notifies only whoever registered it last.
 */
export async function upsertDevice(
  db: Db,
  registration: DeviceRegistration,
  lang: Lang,
): Promise<{ device: Device; created: boolean }> {
  const fields = {
    name: registration.name,
    type: registration.type,
    serial: registration.serial,
    clientId: registration.client_id,
    p256dh: registration.keys?.p256dh ?? null,
    auth: registration.keys?.auth ?? null,
    lang,
  };
  const [row] = await db
    .insert(devices)
    .values({ token: registration.token, ...fields })
    .onConflictDoUpdate({ target: devices.token, set: { ...fields, updatedAt: sql`now()` } })
    // xmax is 0 on a freshly inserted row version and set on an updated one: one statement, no race.
    .returning({ ...getTableColumns(devices), created: sql<boolean>`(xmax = 0)` });
  const { created, ...stored } = row;
  return { device: toDevice(stored), created: Boolean(created) };
}

/** A registered browser, ready to be sent a Web Push message. */
export type WebPushDevice = { id: number; endpoint: string; keys: PushKeys; lang: Lang };

/** Web Push devices after `afterId`, in id order: callers walk the table in bounded batches. */
export async function webPushDevicesAfter(db: Db, afterId: number, limit: number): Promise<WebPushDevice[]> {
  const rows = await db
    .select({
      id: devices.id,
      token: devices.token,
      p256dh: devices.p256dh,
      auth: devices.auth,
      lang: devices.lang,
    })
    .from(devices)
    .where(and(gt(devices.id, afterId), isNotNull(devices.p256dh), isNotNull(devices.auth)))
    .orderBy(asc(devices.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    endpoint: row.token,
    keys: { p256dh: row.p256dh ?? '', auth: row.auth ?? '' },
    lang: isLang(row.lang) ? row.lang : 'ar',
  }));
}

/** Devices that hold a native token (FCM/APNs) rather than a Web Push subscription. */
export async function countNativeDevices(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(devices)
    .where(sql`${devices.p256dh} IS NULL`);
  return row?.count ?? 0;
}

export async function removeDevices(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(devices).where(inArray(devices.id, ids));
}
