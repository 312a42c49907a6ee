import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { RIGHTS_REFERENCE } from '#shared/contract/rights.ts';
import { enquiriesFrom, eventsOf } from './test-enquiries.ts';
import { setUpRightsTest } from './test-setup.ts';

/*
 * The public rights enquiry form (decision 093): an enquiry is stored with a reference to quote, the
 * enquirer is mailed in their language and the rights staff (admin, editor) are told, each once.
 */

const { ctx, call, books, staff, body, mailsOf } = setUpRightsTest();

const textOf = async (address: string, kind: string) => {
  const [mail] = await ctx.app.db
    .select({ text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, kind)));
  return mail!;
};

describe('POST /api/rights/enquiries', () => {
  it('stores the enquiry with its arrival in the history and answers 201 with a reference, in Arabic', async () => {
    const sent = body();
    const res = await call('POST', '/rights/enquiries', { body: sent });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data, message } = res.json();
    expect(message).toBe('استلمنا طلبك، وأرسلنا إلى بريدك رسالة بمرجعه');
    expect(data.reference).toMatch(RIGHTS_REFERENCE);
    const [row] = await enquiriesFrom(ctx.app.db, sent.email);
    expect(row).toMatchObject({
      reference: data.reference,
      bookId: books.onSale.id,
      bookTitleAr: 'رجال في الشمس',
      bookTitleEn: 'Men in the Sun',
      territories: ['TR', 'FR'],
      language: 'tr',
      format: 'print',
      printRun: 3000,
      company: 'Yapı Kredi Yayınları',
      contactName: 'Ayşe Demir',
      phone: '+90 212 252 47 00',
      message: 'We publish modern Arabic fiction in Turkish.',
      replyLanguage: 'ar',
      status: 'new',
    });
    expect((await eventsOf(ctx.app.db, row!.id)).map((e) => [e.fromStatus, e.toStatus, e.staffId])).toEqual([
      [null, 'new', null],
    ]);
  });

  it('mails the enquirer once and each rights staff member once; the orders desk hears nothing', async () => {
    const sent = body({ territories: ['tr', 'fr', 'TR'] });
    const res = await call('POST', '/rights/enquiries', { body: sent, lang: 'en' });
    expect(res.json().message).toBe('We received your enquiry and mailed you its reference');
    const { reference } = res.json().data;
    expect(await mailsOf(sent.email)).toEqual([
      { kind: 'rights_enquiry_received', subject: `We received your rights enquiry ${reference}` },
    ]);
    const { text, html } = await textOf(sent.email, 'rights_enquiry_received');
    expect(text).toContain('Dear Ayşe Demir,');
    expect(text).toContain(
      [
        'Thank you for your interest in “Men in the Sun”. Your enquiry is registered; here it is:',
        '- Territory: Turkey and France',
        '- Language: Turkish',
        '- Format: print',
        '- Print run: 3,000',
        '- Company: Yapı Kredi Yayınları',
      ].join('\n'),
    );
    expect(text).toContain(`Its reference is ${reference}: please quote it when you write to us.`);
    expect(html).toContain(`<bdi dir="ltr">${reference}</bdi>`);
    const told = {
      kind: 'staff_rights_enquiry',
      subject: `طلب حقوق جديد ${reference} من Yapı Kredi Yayınları لكتاب «رجال في الشمس»`,
    };
    for (const role of ['admin', 'editor'] as const) {
      expect((await mailsOf(staff[role].email)).filter((m) => m.subject.includes(reference))).toEqual([told]);
    }
    expect((await mailsOf(staff.orders.email)).filter((m) => m.subject.includes(reference))).toEqual([]);
  });

  it('writes the acknowledgement in Arabic for an enquiry sent in Arabic, worldwide and in every format', async () => {
    const sent = body({ territories: ['world'], language: 'fr', format: 'all', print_run: undefined });
    const res = await call('POST', '/rights/enquiries', { body: sent, lang: 'ar' });
    const { reference } = res.json().data;
    expect(await mailsOf(sent.email)).toEqual([
      { kind: 'rights_enquiry_received', subject: `استلمنا طلب الحقوق ${reference}` },
    ]);
    const { text } = await textOf(sent.email, 'rights_enquiry_received');
    expect(text).toContain(
      [
        'شكراً لاهتمامك بكتاب «رجال في الشمس». سجّلنا طلبك، وهذه تفاصيله:',
        '- الإقليم: العالم كله',
        '- اللغة: الفرنسية',
        '- الشكل: كل الأشكال',
        '- الجهة: Yapı Kredi Yayınları',
      ].join('\n'),
    );
    expect((await enquiriesFrom(ctx.app.db, sent.email))[0]).toMatchObject({
      territories: ['world'],
      printRun: null,
      replyLanguage: 'ar',
    });
  });
});
