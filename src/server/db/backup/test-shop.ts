import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  createBook,
  createBuyer,
  createReference,
  digitalBody,
  ordersApi,
  payInSandbox,
  pdfPageTexts,
} from '#server/modules/orders/testing.ts';
import { DEVICE_SECRET_FILE } from '#server/services/device-tokens.ts';
import { COPY_CODE } from '#server/services/pdf-trace.ts';
import { createStorages } from '#server/services/storages.ts';
import type { TestContext } from '#server/test/harness.ts';

/* The backup tests' shop: what it answers before a backup, and the check that it answers it again. */

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What the shop answered before the backup, to be answered again after the restore. */
const deviceSecretOf = (shop: TestContext) =>
  readFileSync(path.join(shop.config.dataDir, DEVICE_SECRET_FILE), 'utf8');

export type Answers = {
  deviceSecret: string;
  token: string;
  orderId: number;
  bookId: number;
  cover: string;
  coverSha: string;
  pdfKey: string;
  /** The stamped copy's pages, without the code each copy has of its own. */
  downloadText: string[];
  publicKey: string;
};

/** A client with a paid digital order for a book with its cover and private PDF. */
export async function fillShop(shop: TestContext): Promise<Answers> {
  const call = ordersApi(shop);
  const ref = await createReference(shop.app.db);
  const buyer = await createBuyer(shop.app.db, 'reader');
  const cover = 'covers/backup-book.png';
  const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#2b5d8a' } })
    .png()
    .toBuffer();
  await createStorages(shop.config).media.put(cover, png);
  const book = await createBook(shop, { pdf: true, titleEn: 'Kalila and Dimna', image: cover });
  const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().data.id as number;
  expect((await payInSandbox(shop, call, buyer, orderId)).json()).toMatchObject({ paid: true });
  const download = await call('GET', `/books/${book.id}/download`, { token: buyer.token });
  expect(download.statusCode).toBe(200);
  const key = await call('GET', '/devices/vapid-public-key');
  return {
    token: buyer.token,
    orderId,
    bookId: book.id,
    cover,
    coverSha: sha256(png),
    pdfKey: book.pdfFile ?? '',
    downloadText: await copyText(download.rawPayload),
    publicKey: key.json().data.public_key,
    // The secret that signs device tokens: after a restore, readers' devices are still known.
    deviceSecret: deviceSecretOf(shop),
  };
}

/** A stamped copy's pages as text, its own copy code taken out. */
const copyText = async (bytes: Buffer) =>
  (await pdfPageTexts(bytes)).map((page) => page.replace(COPY_CODE, '<code>'));

/** The shop answers what it answered before the backup. */
export async function expectSameAnswers(shop: TestContext, before: Answers) {
  const call = ordersApi(shop);
  const orders = await call('GET', '/orders', { token: before.token });
  expect(orders.statusCode, orders.body).toBe(200);
  expect(orders.json().data).toEqual([expect.objectContaining({ id: before.orderId, status: 'paid' })]);

  const book = await call('GET', `/books/${before.bookId}`);
  expect(book.json().data.files.image).toEqual([{ file_name: before.cover }]);
  const cover = await shop.app.inject({ method: 'GET', url: `/media/${before.cover}` });
  expect(cover.statusCode).toBe(200);
  expect(cover.headers['content-type']).toBe('image/png');
  expect(sha256(cover.rawPayload)).toBe(before.coverSha);

  const download = await call('GET', `/books/${before.bookId}/download`, { token: before.token });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(await copyText(download.rawPayload)).toEqual(before.downloadText);

  const key = await call('GET', '/devices/vapid-public-key');
  expect(key.json().data.public_key).toBe(before.publicKey);
  expect(deviceSecretOf(shop)).toBe(before.deviceSecret);
}
