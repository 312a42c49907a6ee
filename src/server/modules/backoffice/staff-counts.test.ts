import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { enqueueMail, MAX_ATTEMPTS, mailsTo } from '#server/modules/mail/index.ts';
import { makeMailsDue } from '#server/modules/mail/testing.ts';
import {
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { apiCaller, createTestApp, startSecondProcess, type TestContext } from '#server/test/harness.ts';
import { closedPort } from '#server/test/smtp.ts';

/*
 * The console's badges: the counts of pending orders, unread messages and failed mails, read by one
 * API process while another writes the events, on one database (as behind a load balancer).
 */

describe('the counts beside Orders, Messages and Mail', () => {
  let first: TestContext;
  let second: { app: App; close(): Promise<void> };
  let ref: Reference;
  const members = {} as Record<'orders' | 'editor', { token: string; email: string }>;

  beforeAll(async () => {
    // The mail server is down: every mail fails until its attempts run out.
    first = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    second = await startSecondProcess(first);
    ref = await createReference(first.app.db);
    members.orders = await signedInStaff(first, 'orders');
    members.editor = await signedInStaff(first, 'editor');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const counts = async (token = members.orders.token) => {
    const res = await staffCaller(first)('GET', '/staff/counts', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { orders: number | null; messages: number | null; mail: number | null };
  };

  it('are only those the role may see', async () => {
    expect(await counts(members.editor.token)).toEqual({ orders: null, messages: null, mail: null });
    expect(await counts()).toEqual({ orders: 0, messages: 0, mail: 0 });
    expect((await staffCaller(first)('GET', '/staff/counts')).statusCode).toBe(401);
  });

  it('count a contact message and a paper order written by another process', async () => {
    const call = apiCaller(second);
    const sent = await call('POST', '/messages', {
      body: { name: 'Huda', email: 'huda@example.com', message: 'Is the new novel out?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await expect.poll(async () => (await counts()).messages).toBe(1);

    const buyer = await createBuyer(first.app.db);
    const book = await createBook(first, { stock: 10 });
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }], payment_type_id: ref.cod }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await expect.poll(async () => (await counts()).orders).toBe(1);
  });

  it('count a mail given up on by another process, told once to staff and never about a staff mail', async () => {
    const before = (await counts()).mail ?? 0;
    const reader = 'lost-reader@example.com';
    const id = await enqueueMail(second.app.db, {
      kind: 'order_shipped',
      to: reader,
      language: 'en',
      subject: 'On its way',
      text: 'On its way',
      html: '<p>On its way</p>',
    });
    for (let i = 0; i < MAX_ATTEMPTS + 1; i += 1) {
      await makeMailsDue(second.app.db);
      await second.app.outbox.work();
    }
    await expect.poll(async () => (await counts()).mail).toBeGreaterThan(before);
    const told = (await mailsTo(first.app.db, members.orders.email)).filter(
      (mail) => mail.kind === 'staff_mail_failed',
    );
    const subjects = told.map((mail) => mail.subject);
    // Told once, in the member's language (Arabic unless they chose otherwise).
    expect(subjects.filter((subject) => subject.includes(reader))).toEqual([
      `تعذّر إرسال البريد رقم ${id} إلى ${reader} نهائيًا`,
    ]);
    // The staff mails failed too, and none of them is told of by mail.
    expect(subjects.filter((subject) => subject.includes('@staff.example.com'))).toEqual([]);
  });
});
