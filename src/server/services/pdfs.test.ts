import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '#server/modules/orders/testing.ts';
import type { AppError } from '#server/plugins/errors.ts';
import { checkPdf } from './pdfs.ts';

/* A refused PDF is told what is wrong with it: another kind of file, its end missing, damaged, locked. */

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-check-'));
let serial = 0;

async function refusal(bytes: Buffer | string) {
  serial += 1;
  const file = path.join(dir, `upload-${serial}.pdf`);
  writeFileSync(file, bytes);
  const error = (await checkPdf(file).then(
    () => undefined,
    (refused: unknown) => refused,
  )) as AppError | undefined;
  if (!error) throw new Error('The file was expected to be refused');
  return { code: error.code, ...error.localized };
}

describe('checking an uploaded PDF', () => {
  it('refuses a picture named .pdf as a picture', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await refusal(png)).toEqual({
      code: 'invalid_pdf',
      ar: 'الملف صورة وليس ملف PDF',
      en: 'The file is a picture, not a PDF',
    });
  });

  it('refuses an Office document as one, to be exported as PDF first', async () => {
    const docx = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 1)]);
    expect((await refusal(docx)).en).toBe(
      'The file is a Word, Excel or other Office document (or a ZIP archive), not a PDF: export it as a PDF first',
    );
  });

  it('refuses another file as not a PDF, saying it does not start as one', async () => {
    expect(await refusal('just a note')).toEqual({
      code: 'invalid_pdf',
      ar: 'الملف ليس ملف PDF: لا يبدأ كما تبدأ ملفات PDF، ولعله ملف من نوع آخر سُمّي باسم PDF',
      en: 'The file is not a PDF: it does not start as a PDF does; perhaps another kind of file was named .pdf',
    });
  });

  it('refuses a PDF cut short as missing its end, without blaming the transfer', async () => {
    const whole = Buffer.from(await samplePdf(3));
    const cut = await refusal(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(cut).toEqual({
      code: 'invalid_pdf',
      ar: 'ملف PDF ناقص: نهايته مفقودة. احفظه أو صدّره من جديد من برنامجه ثم ارفعه',
      en: 'The PDF is incomplete: its end is missing. Save or export it again from its program, then upload it',
    });
  });

  it('refuses a PDF whose contents are broken as damaged', async () => {
    // The compressed objects that hold the page tree, overwritten in the middle.
    const broken = Buffer.from(await samplePdf(2));
    broken.fill('x', 120, 200);
    expect((await refusal(broken)).en).toBe(
      'The PDF is damaged: its contents cannot be read. Export it again from its program, then upload it',
    );
    expect((await refusal('%PDF-1.7\nnot an object at all\n%%EOF\n')).ar).toBe(
      'ملف PDF تالف: تتعذر قراءة محتواه. صدّره من جديد من برنامجه ثم ارفعه',
    );
  });

  it('refuses a PDF locked with a password as locked', async () => {
    const plain = path.join(dir, 'plain.pdf');
    const locked = path.join(dir, 'locked.pdf');
    writeFileSync(plain, Buffer.from(await samplePdf(1)));
    execFileSync('qpdf', ['--encrypt', 'reader-secret', 'owner-secret', '256', '--', plain, locked]);
    expect((await refusal(readFileSync(locked))).en).toBe(
      "The PDF is password-protected: upload it without protection so each buyer's copy can be stamped",
    );
  });
});
