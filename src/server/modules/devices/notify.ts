import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { catalogMessages, createCatalogService } from '#server/modules/catalog/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import { type DeliveryOptions, deliverWebPush } from '#server/services/push/sender.ts';
import type { Vapid } from '#server/services/push/vapid.ts';
import type { PushMessage } from '#shared/contract/devices.ts';
import type { Lang } from '#shared/lang.ts';
import { deviceMessages } from './messages.ts';
import { loadVapid } from './push-keys.ts';
import { countNativeDevices, removeDevices, webPushDevicesAfter } from './service.ts';

export type NotifySummary = {
  /** Accepted by the device's push service. */
  sent: number;
  /** Devices whose push service answered 404 or 410, deleted. */
  removed: number;
  /** Refused or unreachable this time; kept for the next message. */
  failed: number;
  /** Native (FCM/APNs) devices: this server has no sender for them yet. */
  skipped: number;
};

type Logger = { warn(details: object, message: string): void };

/** Rows read per batch, and messages in flight at once: bounded memory and sockets for any device count. */
const BATCH = 500;
const PARALLEL = 20;

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

/** Sends one message, in each device's language, to every registered browser; forgets the gone ones. */
export async function notifyDevices(
  db: Db,
  vapid: Vapid,
  messageIn: (lang: Lang) => PushMessage,
  options: DeliveryOptions & { log?: Logger } = {},
): Promise<NotifySummary> {
  const summary: NotifySummary = { sent: 0, removed: 0, failed: 0, skipped: await countNativeDevices(db) };
  let afterId = 0;
  for (;;) {
    const batch = await webPushDevicesAfter(db, afterId, BATCH);
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1].id;
    const gone: number[] = [];
    await inParallel(batch, PARALLEL, async (device) => {
      const outcome = await deliverWebPush(vapid, device, messageIn(device.lang), options);
      if (outcome.status === 'sent') summary.sent += 1;
      else if (outcome.status === 'gone') gone.push(device.id);
      else {
        summary.failed += 1;
        options.log?.warn({ deviceId: device.id, ...outcome }, 'push delivery failed');
      }
    });
    await removeDevices(db, gone);
    summary.removed += gone.length;
  }
  return summary;
}

/** The new book's notification: a tap opens `/book-details/{id}`. */
export function newBookMessage(book: { id: number; title_ar: string; title_en: string }) {
  return (lang: Lang): PushMessage => ({
    title: deviceMessages.newBookTitle[lang],
    body: lang === 'en' && book.title_en ? book.title_en : book.title_ar,
    route: 'book-details',
    id: book.id,
  });
}

/**
 * 'Notify subscribers of this new book': what the staff console's button
 * (`POST /api/staff/books/:id/notify`) and `npm run push:new-book` run. 404 when the book does not
 * exist or is not on sale.
 */
export async function notifyNewBook(
  db: Db,
  config: Pick<Config, 'vapidKeys' | 'vapidSubject' | 'dataDir' | 'env'>,
  bookId: number,
  options: DeliveryOptions & { log?: Logger } = {},
): Promise<NotifySummary> {
  const book = await createCatalogService(db).findBook(bookId, 'ar');
  if (!book) throw notFound(catalogMessages.bookNotFound);
  return notifyDevices(db, await loadVapid(db, config), newBookMessage(book), options);
}
