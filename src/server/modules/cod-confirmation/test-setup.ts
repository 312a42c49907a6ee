import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import {
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  type Reference,
  stockOf,
} from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { apiCaller, createTestApp, setUpForFile } from '#server/test/harness.ts';
import { startTestSmtp } from '#server/test/smtp.ts';
import { startWhatsAppStandIn } from './whatsapp-stand-in.ts';

/*
 * What the COD confirmation tests share: the app with a real SMTP server and the WhatsApp stand-in,
 * the reference lists, staff members, and COD orders placed by readers, each mailed to an address of
 * its own.
 */

export const WHATSAPP_ACCOUNT = { phoneNumberId: '1098765432', token: 'EAAG-test-token', version: 'v21.0' };

export function setUpCodTest() {
  const t = setUpForFile(async () => {
    const smtp = await startTestSmtp();
    const whatsapp = await startWhatsAppStandIn(WHATSAPP_ACCOUNT);
    const ctx = await createTestApp({
      smtpUrl: smtp.url,
      publicUrl: 'https://books.example',
      // Markets follow their own setting in these tests; one without any does not ask.
      codConfirmation: false,
      whatsapp: {
        apiBase: whatsapp.url,
        version: WHATSAPP_ACCOUNT.version,
        phoneNumberId: WHATSAPP_ACCOUNT.phoneNumberId,
        token: WHATSAPP_ACCOUNT.token,
        template: 'cod_order_confirmation',
      },
    });
    return {
      ...ctx,
      smtp,
      whatsapp,
      async close() {
        await ctx.close();
        await smtp.close();
        await whatsapp.close();
      },
    };
  });
  const ref = {} as Reference;
  const staff = {} as Record<'orders' | 'admin' | 'editor', { id: number; token: string }>;
  beforeAll(async () => {
    Object.assign(ref, await createReference(t.app.db));
    staff.orders = await signedInStaff(t, 'orders');
    staff.admin = await signedInStaff(t, 'admin');
    staff.editor = await signedInStaff(t, 'editor');
  });
  const call = staffCaller(t, { lang: 'en' });
  const buyerCall = apiCaller(t, { lang: 'en' });

  /** Whether COD orders shipped to `countryId` wait for confirmation, set as staff set it. */
  async function setMarket(countryId: number, confirm: boolean) {
    const res = await call('PUT', '/staff/cod-confirmations/settings', {
      token: staff.orders.token,
      body: { markets: [{ country_id: countryId, confirm }] },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** A reader's printed order of two copies of a new book with 10 in stock, cash on delivery unless told. */
  async function placeOrder(
    options: { countryId?: number; card?: boolean; email?: string; lang?: 'ar' | 'en' } = {},
  ) {
    const buyer = await createBuyer(t.app.db, 'reader');
    const book = await createBook(t, { stock: 10, titleAr: 'كتاب ورقي', titleEn: 'Paper book' });
    const email = options.email ?? `buyer-${randomBytes(4).toString('hex')}@example.com`;
    const res = await buyerCall('POST', '/orders', {
      token: buyer.token,
      lang: options.lang ?? 'en',
      body: hardCopyBody(ref, {
        books: [{ book_id: book.id, quantity: 2 }],
        payment_type_id: options.card ? ref.card : ref.cod,
        shipping_country_id: options.countryId ?? ref.countryId,
        shipping_email: email,
        // A Saudi address as Saudi Arabia's rules want it.
        ...(options.countryId === ref.otherCountryId
          ? { shipping_mobile: '+966501234567', shipping_short_address: 'RRRD2929' }
          : {}),
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.id as number, bookId: book.id, email, buyer };
  }

  /** The confirmation mails written to `email`, from the outbox. */
  const confirmationMails = (email: string) =>
    t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'cod_confirmation')));

  /** The paths (below /api) of the confirm and cancel links mailed to `email`. */
  async function linksMailed(email: string) {
    const [mail] = await confirmationMails(email);
    if (!mail) throw new Error(`no confirmation mail to ${email}`);
    const pathOf = (action: string) => {
      const match = new RegExp(
        `https://books\\.example/api(/cod-confirmations/\\d+/${action}\\?token=[\\w-]+)`,
      ).exec(mail.textBody);
      if (!match) throw new Error(`no ${action} link in: ${mail.textBody}`);
      return match[1]!;
    };
    return { confirm: pathOf('confirm'), cancel: pathOf('cancel') };
  }

  /** The buyer's tap on a link (the page's form), as a client asking for JSON or as a browser. */
  const tap = (path: string, options: { lang?: 'ar' | 'en'; browser?: boolean } = {}) =>
    buyerCall('POST', path, {
      lang: options.lang ?? 'en',
      headers: options.browser ? { accept: 'text/html' } : { accept: 'application/json' },
    });

  const orderOf = async (id: number) => {
    const res = await call('GET', `/staff/orders/${id}`, { token: staff.orders.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      status: string;
      history: {
        from_status: string;
        to_status: string;
        staff: { id: number; name: string } | null;
        note: string | null;
      }[];
    };
  };

  const stock = (bookId: number) => stockOf(t.app.db, bookId);

  return {
    t,
    ref,
    staff,
    call,
    buyerCall,
    setMarket,
    placeOrder,
    confirmationMails,
    linksMailed,
    tap,
    orderOf,
    stock,
  };
}
