import { describe, expect, it } from 'vitest';
import { activeIn, hostilePdfs, pdfOnDisk } from '#server/test/hostile-pdfs.ts';
import { checkPdf } from './pdfs.ts';

/* Links in a PDF that would run a script, open a local file or carry a document of their own are active content. */

const refusal = {
  statusCode: 422,
  code: 'pdf_active_content',
  localized: {
    en: 'The PDF holds active content (JavaScript, launch actions, embedded files or forms that send data), which could harm its readers: export it again without them',
    ar: 'يحتوي ملف PDF على محتوى نشط (برامج JavaScript أو أوامر تشغيل أو ملفات مضمَّنة أو نماذج ترسل بيانات) لا يُقبل لأنه قد يضر القرّاء: يرجى تصديره من جديد دونها',
  },
};

describe('link URIs in a PDF', () => {
  it.each([
    ['a javascript: URI', 'javascript:app.alert(1)', 'javascript: link'],
    ['a file: URI', 'file:///C:/Windows/System32/calc.exe', 'file: link'],
    ['a data: URI', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data: link'],
    ['a vbscript: URI', 'vbscript:msgbox(1)', 'vbscript: link'],
    ['a scheme in odd casing after blanks', ' \t JaVaScRiPt:app.alert(1)', 'javascript: link'],
    ['a line break inside the scheme', 'java\nscript:app.alert(1)', 'javascript: link'],
    ['an escape in the scheme', 'java\\163cript:app.alert(1)', 'javascript: link'],
    ['a control character before the scheme', '\\001FILE:///etc/passwd', 'file: link'],
  ])('refuses a link with %s, packed in a compressed object stream', async (_, uri, found) => {
    const bytes = await hostilePdfs.uriLink(uri);
    expect(bytes.toString('latin1')).toContain('/ObjStm');
    expect(await activeIn(bytes)).toEqual([found]);
    await expect(checkPdf(pdfOnDisk(bytes))).rejects.toMatchObject(refusal);
  });

  it('refuses a javascript: link written as a hex string, and one written plainly as (javascript:…)', async () => {
    const hex = await hostilePdfs.uriLink('javascript:app.alert(1)', { hex: true });
    expect(await activeIn(hex)).toEqual(['javascript: link']);
    const plain = await hostilePdfs.uriLink('javascript:void 0', { plain: true });
    expect(plain.toString('latin1')).toContain('/URI (javascript:void 0)');
    expect(await activeIn(plain)).toEqual(['javascript: link', 'javascript: link in the bytes']);
    await expect(checkPdf(pdfOnDisk(plain))).rejects.toMatchObject(refusal);
  });

  it('sees a javascript: link hidden inside another object, where only the cross-reference table points', async () => {
    const bytes = hostilePdfs.hiddenInStream(
      '<< /Type /Action /S /URI /URI ( JavaScript:app.alert\\(1\\)) >>',
    );
    expect(await activeIn(bytes)).toEqual(['javascript: link in the bytes']);
    await expect(checkPdf(pdfOnDisk(bytes))).rejects.toMatchObject(refusal);
  });

  it.each([
    'https://shop.example/books/1',
    'http://example.com/a?data:x',
    'mailto:orders@shop.example',
    'tel:+966500000000',
    'chapter-2.html#javascript:',
  ])('accepts a link to %s', async (uri) => {
    const bytes = await hostilePdfs.uriLink(uri);
    expect(await activeIn(bytes)).toEqual([]);
    expect(await checkPdf(pdfOnDisk(bytes))).toEqual({ pages: 1, bytes: bytes.length });
    const plain = await hostilePdfs.uriLink(uri, { plain: true });
    expect(await activeIn(plain)).toEqual([]);
  });
});
