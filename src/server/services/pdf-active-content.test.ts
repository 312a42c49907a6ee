import { PDFDocument, PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makeBookPdf, makeIssuePdf } from '#server/db/seed/media/pdf.ts';
import { samplePdf } from '#server/modules/orders/testing.ts';
import { activeIn, hostilePdfs, linkedPdf, pdfOnDisk } from '#server/test/hostile-pdfs.ts';
import { activeContentOf } from './pdf-active-content.ts';
import { checkPdf } from './pdfs.ts';

/* Issue 24 point 10: a PDF that could act on its readers is refused, whatever hides it. */

describe('PDFs with active content', () => {
  it.each([
    ['an /OpenAction JavaScript', hostilePdfs.openActionJavaScript, ['JavaScript action', 'JavaScript code']],
    ['a link that launches a program', hostilePdfs.launchAnnotation, ['Launch action']],
    [
      'an embedded file',
      hostilePdfs.embeddedFile,
      ['/EmbeddedFile in the bytes', 'EmbeddedFile object', 'embedded file', 'embedded files'],
    ],
    [
      'JavaScript in the names tree',
      hostilePdfs.namesTreeJavaScript,
      ['JavaScript action', 'JavaScript code', 'document JavaScript'],
    ],
    [
      "a page's additional actions",
      hostilePdfs.pageAdditionalActions,
      ['JavaScript action', 'JavaScript code', 'additional actions'],
    ],
    ['a link that submits a form', hostilePdfs.submitForm, ['SubmitForm action']],
    ['a rich-media annotation', hostilePdfs.richMedia, ['RichMedia annotation']],
    ['an XFA form', hostilePdfs.xfaForm, ['XFA form']],
  ])('refuses %s, its dictionaries packed in a compressed object stream', async (_, make, found) => {
    const bytes = await make();
    expect(bytes.toString('latin1')).toContain('/ObjStm');
    expect(await activeIn(bytes)).toEqual(found);
    await expect(checkPdf(pdfOnDisk(bytes))).rejects.toMatchObject({
      statusCode: 422,
      code: 'pdf_active_content',
      localized: {
        en: 'The PDF holds active content (JavaScript, launch actions, embedded files or forms that send data), which could harm its readers: export it again without them',
        ar: 'يحتوي ملف PDF على محتوى نشط (برامج JavaScript أو أوامر تشغيل أو ملفات مضمَّنة أو نماذج ترسل بيانات) لا يُقبل لأنه قد يضر القرّاء: يرجى تصديره من جديد دونها',
      },
    });
  });

  it('sees a script that no raw scan could: compressed, or with its names in hex escapes', async () => {
    const compressed = await hostilePdfs.openActionJavaScript();
    expect(compressed.toString('latin1')).not.toContain('/JavaScript');
    expect(await activeIn(compressed)).toEqual(['JavaScript action', 'JavaScript code']);
    const escaped = await hostilePdfs.escapedNames();
    expect(escaped.toString('latin1')).toContain('/S /Java#53cript');
    expect(await activeIn(escaped)).toEqual(['JavaScript action', 'JavaScript code']);
  });

  it('sees a launch action hidden inside another object, where only the cross-reference table points', async () => {
    const bytes = hostilePdfs.hiddenInStream();
    const parsed = await PDFDocument.load(new Uint8Array(bytes), {
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    // The parser never sees the hidden object: the raw bytes are what finds it.
    expect(parsed.context.lookup(PDFRef.of(5, 0))).toBeUndefined();
    expect(parsed.getPageCount()).toBe(1);
    expect(activeContentOf(parsed, bytes)).toEqual(['/Launch in the bytes']);
    await expect(checkPdf(pdfOnDisk(bytes))).rejects.toMatchObject({ code: 'pdf_active_content' });
  });
});

describe('PDFs without active content', () => {
  it('accepts plain pages, links to the web and to other pages, and an /OpenAction that shows page 1', async () => {
    const linked = await linkedPdf();
    expect(await activeIn(linked)).toEqual([]);
    expect(await checkPdf(pdfOnDisk(linked))).toEqual({ pages: 2, bytes: linked.length });
    const plain = Buffer.from(await samplePdf(3));
    expect(await checkPdf(pdfOnDisk(plain))).toEqual({ pages: 3, bytes: plain.length });
  });

  it("accepts the demo's book and news PDFs, with their pictures", async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const book = await makeBookPdf({ titleEn: 'Kalila and Dimna', writerEn: 'Ibn al-Muqaffa', cover: png });
    const issue = await makeIssuePdf({ titleEn: 'Issue 12', paragraphsEn: ['A paragraph.'], image: png });
    for (const bytes of [book, issue]) {
      expect(await activeIn(Buffer.from(bytes))).toEqual([]);
    }
  });
});
