import { concatTransformationMatrix, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts, samplePdf } from '#server/modules/orders/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { licenceText, stampPdf } from './pdf-stamp.ts';

describe('PDF stamp', () => {
  it('writes the buyer e-mail and the order number on every page', async () => {
    const stamped = await stampPdf(await samplePdf(4), { email: 'reader@example.com', orderId: 12 });
    const document = await PDFDocument.load(stamped);
    expect(document.getPageCount()).toBe(4);
    const texts = await pdfPageTexts(stamped);
    expect(texts).toHaveLength(4);
    texts.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1}`);
      expect(text).toContain('Licensed to reader@example.com');
      expect(text).toContain('order #12');
    });
    expect(document.getSubject()).toBe('Licensed to reader@example.com — order #12');
  });

  it('stamps an Arabic name and address as written, shaped and in reading order', async () => {
    const licence = { name: 'سارة أحمد', email: 'سارة@example.com', orderId: 3 };
    expect(licenceText(licence)).toBe('Licensed to سارة@example.com (سارة أحمد) — order #3');
    const stamped = await stampPdf(await samplePdf(2), licence);
    const texts = await pdfPageTexts(stamped);
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      expect(text).toContain('سارة أحمد');
      expect(text).toContain('example.com');
      expect(text).toContain('order #3');
      expect(text).not.toContain('?');
    }
    expect((await PDFDocument.load(stamped)).getSubject()).toBe(licenceText(licence));
  });

  it('keeps the stamp in place on a page whose drawing leaves the origin moved', async () => {
    const source = await PDFDocument.create();
    source.addPage([300, 400]).pushOperators(concatTransformationMatrix(1, 0, 0, 1, 0, 300));
    const stamped = await stampPdf(await source.save(), { email: 'reader@example.com', orderId: 5 });
    const [text] = await pdfPageTexts(stamped);
    expect(text).toContain('Licensed to reader@example.com — order #5');
    const rendered = await pdfToText(stamped, { x: 0, y: 380, width: 300, height: 20 });
    expect(rendered).toContain('order #5');
  });

  it('finds no stamp in the unstamped file', async () => {
    const texts = await pdfPageTexts(await samplePdf(2));
    expect(texts.join('\n')).not.toContain('Licensed to');
  });
});
