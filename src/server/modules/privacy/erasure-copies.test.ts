import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataRequests } from '#server/db/schema/privacy.ts';
import { insertContactMessage } from '#server/modules/content/testing.ts';
import { bookDownloads, type SoldCopy, soldCopy, traceUpload } from '#server/modules/library/testing.ts';
import { setUpOrdersTest } from '#server/modules/orders/testing.ts';
import { activityRows, signedInStaff, staffActivity } from '#server/modules/staff/testing.ts';
import { createStorages } from '#server/services/storages.ts';
import { eraseDueRequests } from './erasure.ts';

/*
 * What an erasure (decision 085) does beyond the reader's rows: the reader copy kept in storage,
 * stamped with their name and e-mail, is deleted, though a leaked copy still traces to the anonymised
 * order; the staff activity log no longer names them, and other readers' entries stay as they were.
 */

const { ctx, ref, call } = setUpOrdersTest();
const DAY_MS = 86_400_000;
const ERASED_NAME = 'قارئ محذوف · Deleted reader';
const db = () => ctx.app.db;
const files = () => createStorages(ctx.config).files;

let reader: SoldCopy;
let other: SoldCopy;
/** The reader's in-shop copy as they opened it, and where it was kept. */
const kept = {} as { key: string; code: string; bytes: Uint8Array };
/** The activity log's entries that mention the reader, and one about the other reader. */
const entries = {} as { reply: number; cancel: number; othersReply: number };

const readerCopyRow = async (clientId: number) =>
  (
    await db()
      .select()
      .from(bookDownloads)
      .where(and(eq(bookDownloads.clientId, clientId), eq(bookDownloads.kind, 'reader')))
  )[0]!;

/** Staff answer a contact message from `copy`'s buyer, with their name in the subject; the message's id. */
async function answered(copy: SoldCopy, token: string) {
  const { buyer } = copy;
  const message = await insertContactMessage(db(), {
    name: buyer.name,
    email: buyer.email,
    message: 'Where is my book?',
  });
  const res = await call('POST', `/staff/messages/${message.id}/reply`, {
    token,
    body: { subject: `About your order, ${buyer.name}`, body: 'It is in your library.' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return message.id;
}

const entry = async (entity: string, id: number) => (await activityRows(db(), entity, id))[0]!;
const entryById = async (id: number) =>
  (await db().select().from(staffActivity).where(eq(staffActivity.id, id)))[0]!;

beforeAll(async () => {
  reader = await soldCopy(ctx, call, ref, {
    name: 'Amal Haddad',
    ip: '203.0.113.7',
    title: { ar: 'كليلة ودمنة', en: 'Kalila and Dimna' },
  });
  other = await soldCopy(ctx, call, ref, {
    name: 'Basim Ali',
    ip: '203.0.113.8',
    title: { ar: 'ألف ليلة وليلة', en: 'One Thousand and One Nights' },
  });
  const opened = await call('GET', `/books/${reader.book.id}/read`, { token: reader.buyer.token });
  expect(opened.statusCode, opened.body).toBe(200);
  const row = await readerCopyRow(reader.buyer.id);
  Object.assign(kept, { key: row.copyKey!, code: row.code, bytes: opened.rawPayload });
  expect(await files().exists(kept.key)).toBe(true);

  const desk = await signedInStaff(ctx, 'orders');
  const admin = await signedInStaff(ctx, 'admin');
  entries.reply = (await entry('contact_message', await answered(reader, desk.token))).id;
  entries.othersReply = (await entry('contact_message', await answered(other, desk.token))).id;
  // An earlier request for a copy of the reader's data, cancelled with a note naming them.
  const [exportRequest] = await db()
    .insert(dataRequests)
    .values({ clientId: reader.buyer.id, kind: 'export', dueAt: new Date(Date.now() + 30 * DAY_MS) })
    .returning();
  const cancelled = await call('POST', `/staff/data-requests/${exportRequest!.id}/cancel`, {
    token: admin.token,
    body: { note: `Withdrawn by phone: Amal Haddad <${reader.buyer.email.toUpperCase()}>` },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  entries.cancel = (await entry('data_request', exportRequest!.id)).id;

  const asked = new Date(Date.now() - 8 * DAY_MS);
  const [erasure] = await db()
    .insert(dataRequests)
    .values({
      clientId: reader.buyer.id,
      kind: 'erasure',
      requestedAt: asked,
      dueAt: new Date(asked.getTime() + 30 * DAY_MS),
    })
    .returning();
  expect(await eraseDueRequests(db())).toEqual([erasure!.id]);
});

describe('an erasure beyond the reader’s rows', () => {
  it('deletes the reader copy kept in storage; its row stays, with its code and order, naming no file', async () => {
    expect(await files().exists(kept.key)).toBe(false);
    expect(await readerCopyRow(reader.buyer.id)).toMatchObject({
      code: kept.code,
      orderId: reader.orderId,
      bookId: reader.book.id,
      copyKey: null,
      ip: null,
    });
  });

  it('still traces a leaked reader copy to the anonymised account and its order', async () => {
    const staff = await signedInStaff(ctx, 'orders');
    const res = await traceUpload(call, staff.token, kept.bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      found: true,
      copy: {
        code: kept.code,
        kind: 'reader',
        client_id: reader.buyer.id,
        client_name: ERASED_NAME,
        client_email: `erased-${reader.buyer.id}@invalid`,
        order_id: reader.orderId,
      },
    });
  });

  it('leaves the reader’s e-mail and name nowhere in the activity log', async () => {
    const erased = `erased-${reader.buyer.id}@invalid`;
    expect((await entryById(entries.reply)).after).toEqual({
      to: erased,
      subject: `About your order, ${ERASED_NAME}`,
    });
    expect((await entryById(entries.cancel)).after).toEqual({
      client_id: reader.buyer.id,
      note: `Withdrawn by phone: ${ERASED_NAME} <${erased}>`,
    });
    const all = JSON.stringify(await db().select().from(staffActivity)).toLowerCase();
    expect(all).not.toContain(reader.buyer.email);
    expect(all).not.toContain('amal haddad');
  });

  it('leaves other readers’ entries as they were', async () => {
    expect((await entryById(entries.othersReply)).after).toEqual({
      to: other.buyer.email,
      subject: 'About your order, Basim Ali',
    });
  });
});
