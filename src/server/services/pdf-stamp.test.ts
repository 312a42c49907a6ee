import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts, samplePdf } from '#server/modules/orders/testing.ts';
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

  it('keeps only Latin characters of an internationalised address', () => {
    expect(licenceText({ email: 'سارة@example.com', orderId: 3 })).toBe(
      'Licensed to ????@example.com — order #3',
    );
  });

  it('finds no stamp in the unstamped file', async () => {
    const texts = await pdfPageTexts(await samplePdf(2));
    expect(texts.join('\n')).not.toContain('Licensed to');
  });
});
