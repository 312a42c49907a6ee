import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpStaffOrdersTest } from '#server/modules/orders/testing.ts';
import { type Piece, pdfPieces } from '#server/test/pdf-reader.ts';

/*
 * Latin and numbers inside an Arabic invoice and packing slip, read back with pdf.js with each
 * piece's place on the page: a Latin address line ('Riyadh، Riyadh 12211'), an ISBN, a phone and an
 * amount come back with their characters in logical order and their pieces from left to right; the
 * Arabic pieces of a line run from right to left, a label to the right of its value.
 */

const { staff, call, paperOrder, shippedOrder } = setUpStaffOrdersTest();

type Line = Piece[];
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The lines of every page, top to bottom, each a list of pieces on the same baseline. */
async function linesOf(pdf: Uint8Array): Promise<Line[]> {
  const lines: Line[] = [];
  for (const { pieces } of await pdfPieces(pdf)) {
    const page: Line[] = [];
    for (const piece of [...pieces].sort((a, b) => b.y - a.y)) {
      const line = page.at(-1);
      if (line && Math.abs(line[0].y - piece.y) < 0.4 * Math.min(line[0].size, piece.size)) line.push(piece);
      else page.push([piece]);
    }
    lines.push(...page);
  }
  return lines;
}

/**
 * A line read in a direction: pieces from the reading side, each stretch of touching pieces of the
 * other direction (apart by less than the type size) read from its own start, as a reader does.
 */
function read(line: Line, rtl: boolean): string {
  const pieces = [...line].sort((a, b) => (rtl ? b.right - a.right : a.left - b.left));
  const order: Piece[] = [];
  let stretch: Piece[] = [];
  for (const piece of pieces) {
    const last = stretch.at(-1);
    const touching = last && (rtl ? last.left - piece.right : piece.left - last.right) < last.size;
    if (piece.rtl === rtl || !touching) {
      order.push(...stretch.reverse());
      stretch = [];
    }
    if (piece.rtl === rtl) order.push(piece);
    else stretch.push(piece);
  }
  return squeeze([...order, ...stretch.reverse()].map((piece) => piece.text).join(''));
}

/** The runs of touching left-to-right pieces of each line, each read from left to right. */
function latinRuns(lines: Line[]): string[] {
  const runs: string[] = [];
  for (const line of lines) {
    let run: Piece[] = [];
    for (const piece of [...line].sort((a, b) => a.left - b.left)) {
      const last = run.at(-1);
      if (piece.rtl || (last && piece.left - last.right >= last.size)) {
        if (run.length) runs.push(squeeze(run.map((p) => p.text).join('')));
        run = [];
      }
      if (!piece.rtl) run.push(piece);
    }
    if (run.length) runs.push(squeeze(run.map((p) => p.text).join('')));
  }
  return runs;
}

/** A new book with its own ISBN. */
const newBook = () => ({
  isbn: `978-9957-${String(randomInt(1e8)).padStart(8, '0')}-1`,
  titleAr: 'ديوان المتنبي',
  titleEn: 'Diwan',
});

/** The Latin values of the order (the billing address in Riyadh, phones, amounts) whole in a run. */
function expectLatinWhole(lines: Line[], values: string[]) {
  const runs = latinRuns(lines);
  for (const value of values) {
    expect(
      runs.some((run) => run.includes(squeeze(value))),
      `${value} among ${JSON.stringify(runs)}`,
    ).toBe(true);
  }
}

/** Lines read from right to left that hold each of `readings`, spaces left out. */
function expectReadFromRight(lines: Line[], readings: string[]) {
  const read_ = lines.map((line) => read(line, true));
  for (const reading of readings) {
    expect(
      read_.some((line) => line.includes(squeeze(reading))),
      `${reading} among ${JSON.stringify(read_)}`,
    ).toBe(true);
  }
}

describe('an Arabic document read back from its PDF, with the place of each piece', () => {
  it('keeps the Latin address, the phones and the amounts of an invoice in order, read from the right', async () => {
    const order = await shippedOrder({ book: newBook() });
    const res = await call('GET', `/orders/${order.id}/invoice`, { token: order.buyer.token, lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    const lines = await linesOf(res.rawPayload);
    expectLatinWhole(lines, [
      'Riyadh، Riyadh، 12211',
      'King Fahd Road 3',
      'Sara Ahmad',
      '+966501234567',
      '+962791234567',
      '$12.00',
      '$24.00',
      `#${order.id}`,
    ]);
    expectReadFromRight(lines, [
      `رقم الطلب #${order.id}`,
      'طريقة الدفع الدفع عند الاستلام',
      'عنوان الشحن عنوان الفاتورة',
      'سارة أحمد Sara Ahmad',
      'شارع الجامعة 12 King Fahd Road 3',
      'عمّان، العاصمة، 11942 Riyadh، Riyadh، 12211',
      'ديوان المتنبي (ورقي) 2 $12.00 0% $0.00 $24.00',
      'الإجمالي شامل الضريبة $24.00',
    ]);
  });

  it('keeps the ISBN, the phone and the amount of a packing slip in order, read from the right', async () => {
    const book = newBook();
    const { isbn } = book;
    const order = await paperOrder({ book });
    const res = await call('GET', `/staff/orders/${order.id}/packing-slip?lang=ar`, {
      token: staff.orders.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = await linesOf(res.rawPayload);
    expectLatinWhole(lines, [isbn, '+962791234567', '$24.00', 'sara@example.com']);
    expectReadFromRight(lines, [
      `رقم الطلب #${order.id}`,
      'ردمك الكتاب الكمية',
      `${isbn} ديوان المتنبي 2`,
      'شارع الجامعة 12',
      'عمّان، العاصمة، 11942',
    ]);
  });

  it('keeps an Arabic address in its order on an English invoice', async () => {
    const order = await shippedOrder({ book: newBook() });
    const res = await call('GET', `/orders/${order.id}/invoice`, { token: order.buyer.token, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const lines = (await linesOf(res.rawPayload)).map((line) => read(line, false));
    for (const reading of ['شارع الجامعة 12 King Fahd Road 3', 'سارة أحمد Sara Ahmad', 'Diwan']) {
      expect(
        lines.some((line) => line.includes(squeeze(reading))),
        `${reading} among ${JSON.stringify(lines)}`,
      ).toBe(true);
    }
  });
});
