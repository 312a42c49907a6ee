import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { issueSession } from '#server/modules/clients/index.ts';
import { insertClient } from '#server/modules/clients/testing.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { makeMailsDue } from '#server/modules/mail/testing.ts';
import {
  type Buyer,
  createBook,
  createReference,
  hardCopyBody,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { apiCaller, createTestApp, type TestContext } from '#server/test/harness.ts';
import { closedPort, mailServerUp, startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import type { Lang } from '#shared/lang.ts';

/* What the order mail tests share: the app wired to a mail server that can go down, readers, staff. */

export const SHOP_URL = 'https://books.example';

export function setUpOrderMailsTest() {
  const ctx = {} as TestContext;
  const ref = {} as Reference;
  const staff = {} as { token: string };
  let smtp: TestSmtp;
  let port: number;
  let relay: Awaited<ReturnType<typeof mailServerUp>> | null = null;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    port = await closedPort();
    relay = await mailServerUp(port, smtp);
    Object.assign(ctx, await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: SHOP_URL }));
    Object.assign(ref, await createReference(ctx.app.db));
    Object.assign(staff, await signedInStaff(ctx, 'orders'));
  });
  afterAll(async () => {
    await ctx.close();
    await relay?.down();
    await smtp.close();
  });

  const call = apiCaller(ctx, { lang: 'en' });

  /** A signed-in reader whose account is in `language`. */
  const reader = (language: Lang, name?: string) => signedInReader(ctx, language, name);
  /** A hard-copy order of two books (2 × $19.99 and 1 × $5.00), placed by `buyer`. */
  const paperOrder = (buyer: Buyer) => placePaperOrder(ctx, ref, buyer);

  /** The staff transition, as the console makes it. */
  const move = (id: number, body: Record<string, unknown>) =>
    call('POST', `/staff/orders/${id}/status`, { token: staff.token, body });

  /** Works the outbox, then takes the next mail to `to`. */
  async function mailTo(to: string) {
    await ctx.app.outbox.work();
    return smtp.nextMail(to);
  }

  /** Works the outbox again and checks that nothing more came to `to`. */
  async function expectNoMoreMail(to: string) {
    await ctx.app.outbox.work();
    expect(smtp.pending(to)).toEqual([]);
  }

  const outboxOf = (to: string) => mailsTo(ctx.app.db, to);

  const mailServer = {
    async down() {
      await relay?.down();
      relay = null;
    },
    async up() {
      relay = await mailServerUp(port, smtp);
      await makeMailsDue(ctx.app.db);
    },
  };

  return { ctx, ref, call, reader, paperOrder, move, mailTo, expectNoMoreMail, outboxOf, mailServer };
}

async function signedInReader(
  ctx: TestContext,
  language: Lang,
  name = language === 'ar' ? 'سارة' : 'Sara',
): Promise<Buyer> {
  const email = `reader-${randomBytes(4).toString('hex')}@example.com`;
  const row = await insertClient(ctx.app.db, { name, email, language });
  return { id: row.id, email, token: await issueSession(ctx.app.db, row.id, { remember: false }) };
}

async function placePaperOrder(ctx: TestContext, ref: Reference, buyer: Buyer) {
  const call = apiCaller(ctx, { lang: 'en' });
  const poems = await createBook(ctx, {
    titleAr: 'ديوان المتنبي',
    titleEn: 'The Diwan of al-Mutanabbi',
    hardcopyPriceCents: 1999,
    stock: 10,
  });
  const tales = await createBook(ctx, {
    titleAr: 'كليلة ودمنة',
    titleEn: 'Kalila and Dimna',
    hardcopyPriceCents: 500,
    stock: 10,
  });
  const res = await call('POST', '/orders', {
    token: buyer.token,
    body: hardCopyBody(ref, {
      books: [
        { book_id: poems.id, quantity: 2 },
        { book_id: tales.id, quantity: 1 },
      ],
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
