import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePdf, setUpOrdersTest } from '#server/modules/orders/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import {
  croppedToMiddle,
  fileForm,
  pdfjsText,
  type SoldCopy,
  soldCopy,
  withoutVisibleStamp,
} from './test-trace.ts';

/*
 * Staff trace a leaked copy to its buyer (decision 059): from the suspect PDF, even once the visible
 * licence line and the metadata are cut out of it or its pages are cropped, or from a passage pasted
 * from it. Only the roles that see orders may; every lookup is in the activity log.
 */

const { ctx, ref, call } = setUpOrdersTest();
const staff = {} as Record<'admin' | 'orders' | 'editor', { id: number; token: string }>;
let amal: SoldCopy;
let basim: SoldCopy;

beforeAll(async () => {
  staff.admin = await signedInStaff(ctx, 'admin');
  staff.orders = await signedInStaff(ctx, 'orders');
  staff.editor = await signedInStaff(ctx, 'editor');
  amal = await soldCopy(ctx, call, ref, {
    name: 'Amal Haddad',
    ip: '203.0.113.7',
    title: { ar: 'كليلة ودمنة', en: 'Kalila and Dimna' },
  });
  basim = await soldCopy(ctx, call, ref, {
    name: 'باسم العلي',
    ip: '2001:db8::42',
    kind: 'reader',
    title: { ar: 'ألف ليلة وليلة', en: 'One Thousand and One Nights' },
  });
});

const traceFile = (bytes: Uint8Array | Buffer, token = staff.orders.token, lang: 'ar' | 'en' = 'en') => {
  const form = fileForm(bytes);
  return call('POST', '/staff/trace', { body: form.body, headers: form.headers, token, lang });
};
const traceText = (text: string, token = staff.orders.token) =>
  call('POST', '/staff/trace', { body: { text }, token });

/** The answer naming `copy`: its buyer, order, book, kind, time and address. */
const naming = (copy: SoldCopy) => ({
  data: {
    found: true,
    copy: {
      code: copy.code,
      kind: copy.kind,
      client_id: copy.buyer.id,
      client_name: copy.buyer.name,
      client_email: copy.buyer.email,
      order_id: copy.orderId,
      book_id: copy.book.id,
      title_ar: copy.book.titleAr,
      title_en: copy.book.titleEn,
      created_at: copy.createdAt.toISOString(),
      ip: copy.ip,
    },
  },
  message: `This copy was made for ${copy.buyer.name} (${copy.buyer.email}).`,
});

const notFound = { data: { found: false }, message: 'No copy sold by the shop matches this file.' };

describe('tracing a leaked copy', () => {
  it('names the buyer of a copy whose visible stamp and metadata were cut out', async () => {
    const leaked = await withoutVisibleStamp(basim.bytes);
    const text = await pdfjsText(leaked);
    expect(await pdfjsText(basim.bytes)).toContain('Licensed to');
    expect(text).not.toContain('Licensed to');
    expect(text).not.toContain(basim.buyer.email);
    expect(text).toContain('Page 1');
    const document = await PDFDocument.load(leaked, { updateMetadata: false });
    expect(document.getSubject()).toBeUndefined();
    expect(document.getProducer()).toBeUndefined();

    const res = await traceFile(leaked);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(naming(basim));
  });

  it('names the buyer of an untouched copy, and tells two buyers apart', async () => {
    const res = await traceFile(amal.bytes, staff.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(naming(amal));
  });

  it('names the buyer of a copy whose pages were cropped to their middle', async () => {
    const cropped = await croppedToMiddle(amal.bytes);
    const page = (await PDFDocument.load(cropped)).getPage(0);
    expect(page.getMediaBox()).toEqual({ x: 90, y: 120, width: 120, height: 160 });
    const res = await traceFile(cropped);
    expect(res.json()).toEqual(naming(amal));
  });

  it('names the buyer of a copy the shop itself made, downloaded or opened in the reader, stamp cut out', async () => {
    for (const [path, kind] of [
      ['download', 'download'],
      ['read', 'reader'],
    ] as const) {
      const copy = await call('GET', `/books/${amal.book.id}/${path}`, { token: amal.buyer.token });
      expect(copy.statusCode, copy.body).toBe(200);
      const leaked = await withoutVisibleStamp(await croppedToMiddle(copy.rawPayload));
      const res = await traceFile(leaked);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.copy).toMatchObject({
        kind,
        client_id: amal.buyer.id,
        client_email: amal.buyer.email,
        order_id: amal.orderId,
        book_id: amal.book.id,
        ip: '127.0.0.1',
      });
      expect(res.json().data.copy.code).not.toBe(amal.code);
    }
  });

  it('names the buyer from a passage pasted from the copy', async () => {
    const passage = `Page 2 of the book\n ${basim.code.toLowerCase()} \nand the rest of the page`;
    const res = await traceText(passage);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(naming(basim));
  });

  it('says so when no copy the shop sold matches, in the reader’s language', async () => {
    const res = await traceFile(await samplePdf(2));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(notFound);
    const arabic = await traceFile(await samplePdf(1), staff.orders.token, 'ar');
    expect(arabic.json()).toEqual({
      data: { found: false },
      message: 'لا تطابق هذه النسخةُ أيَّ نسخة باعها المتجر.',
    });
    expect((await traceText('BKC0000000000 is no code of ours')).json()).toEqual(notFound);
  });

  it('refuses a file that is not a PDF, or a PDF that cannot be read', async () => {
    const words = await traceFile(Buffer.from('just words, saved as leaked.pdf'));
    expect(words.statusCode).toBe(422);
    expect(words.json()).toMatchObject({
      code: 'invalid_pdf',
      message:
        'The file is not a PDF: it does not start as a PDF does; perhaps another kind of file was named .pdf',
    });
    const broken = await traceFile(Buffer.from('%PDF-1.7\nnothing more of a PDF here\n'));
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({
      code: 'invalid_pdf',
      message:
        'The PDF is damaged: its contents cannot be read. Export it again from its program, then upload it',
    });
  });

  it('refuses an empty passage, and a passage longer than 20000 characters', async () => {
    const empty = await traceText('   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ code: 'validation', errors: { text: ['This field is required'] } });
    expect((await traceText(`${basim.code} ${'x'.repeat(20_000)}`)).statusCode).toBe(422);
  });

  it('keeps each lookup in the activity log: who traced what, and what it found', async () => {
    await traceText(`leaked: ${amal.code}`, staff.admin.token);
    const res = await call('GET', '/staff/activity?action=trace&entity=copy', { token: staff.admin.token });
    const [last, before] = res.json().data;
    expect(last).toMatchObject({
      staff_id: staff.admin.id,
      action: 'trace',
      entity: 'copy',
      after: {
        source: 'text',
        found: true,
        code: amal.code,
        client_id: amal.buyer.id,
        order_id: amal.orderId,
        book_id: amal.book.id,
      },
    });
    expect(last.entity_id).toEqual(expect.any(Number));
    expect(before).toMatchObject({ staff_id: staff.orders.id, after: { source: 'text', found: false } });
  });

  it('is for the roles that see orders: 403 for an editor, 401 without a staff session', async () => {
    const editor = await traceText(amal.code, staff.editor.token);
    expect(editor.statusCode).toBe(403);
    const visitor = await call('POST', '/staff/trace', { body: { text: amal.code } });
    expect(visitor.statusCode).toBe(401);
    const reader = await call('POST', '/staff/trace', { body: { text: amal.code }, token: amal.buyer.token });
    expect(reader.statusCode).toBe(401);
  });
});
