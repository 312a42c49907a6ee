import { boxSetMessages } from '#server/modules/box-sets/index.ts';
import { typeNames } from '#server/modules/orders/index.ts';
import { formatPercent } from '#server/modules/shipping/index.ts';
import type { OrderBoxSet } from '#shared/contract/order-box-sets.ts';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { textIn } from '#shared/lang.ts';
import { allocate } from '#shared/price.ts';
import type { InvoiceInput } from './invoice-input.ts';
import { moneyIn } from './invoice-money.ts';

/*
 * An invoice's rows of books (decision 096): a book bought on its own is a row; a box set is one row,
 * named after it, with its books listed under it, each with its share of the box set's price and of
 * the row's tax. The row's tax is shared among its books in proportion to their amounts times their
 * tax rates (largest remainder), so that a book at a higher rate carries more of it, one at 0% none,
 * and the books' taxes add up to the row's exactly.
 */

/** An amount of the order as `inMinorUnits` gives it, in whole minor units of its currency. */
const cents = (amount: number) => Math.round(amount * 100);

/** A row of books before its share of the order's tax is known. */
export type BookRow = {
  title: string;
  quantity: string;
  unit: string;
  amount: number;
  /** The box set the row stands for. */
  box?: OrderBoxSet;
};

/** A box set's tax in cents shared among its books by amount × rate, adding up to `taxCents`. */
export function componentTaxes(taxCents: number, parts: { amountCents: number; rateBp: number }[]): number[] {
  return allocate(
    taxCents,
    parts.map((part) => part.amountCents * part.rateBp),
  );
}

/** The order's books as invoice rows: each line on its own, each box set once in the place of its first book. */
export function bookRows(
  order: StaffOrder,
  { lang, currency }: Pick<InvoiceInput, 'lang' | 'currency'>,
): BookRow[] {
  const money = moneyIn(currency);
  const boxOf = new Map<number, OrderBoxSet>();
  for (const box of order.box_sets) for (const part of box.books) boxOf.set(part.line_id, box);
  const shown = new Set<number>();
  return order.lines.flatMap((line): BookRow[] => {
    const type = typeNames[line.type][lang];
    const box = boxOf.get(line.id);
    if (!box) {
      const title = `${lang === 'ar' ? line.title_ar : line.title_en} (${type})`;
      return [
        {
          title,
          quantity: String(line.quantity),
          unit: money(cents(line.price)),
          amount: cents(line.total_price),
        },
      ];
    }
    if (shown.has(box.id)) return [];
    shown.add(box.id);
    const label = boxSetMessages.invoiceLabel[lang];
    return [
      {
        title: `${label}: ${textIn(lang, box.title_ar, box.title_en)} (${type})`,
        quantity: String(box.quantity),
        unit: money(cents(box.price)),
        amount: cents(box.total_price),
        box,
      },
    ];
  });
}

/**
 * A box set's row and its books' rows: the box set with its price, its rate (each rate its books were
 * charged at) and its tax; under it each book with its share, its rate and its part of the tax.
 */
export function boxSetCells(
  order: StaffOrder,
  row: BookRow,
  taxCents: number,
  { lang, currency }: Pick<InvoiceInput, 'lang' | 'currency'>,
): string[][] {
  const money = moneyIn(currency);
  const box = row.box!;
  const rates = [...new Set(box.books.map((part) => part.tax_rate))];
  const parts = box.books.map((part) => ({
    amountCents: cents(part.share) * box.quantity,
    rateBp: Math.round(part.tax_rate * 100),
  }));
  const taxes = componentTaxes(taxCents, parts);
  const head = [
    row.title,
    row.quantity,
    row.unit,
    rates.map((rate) => formatPercent(rate, lang)).join(' / '),
    money(taxCents),
    money(row.amount),
  ];
  const books = box.books.map((part, i) => {
    const line = order.lines.find((l) => l.id === part.line_id);
    const title = line ? textIn(lang, line.title_ar, line.title_en) : '';
    return [
      `— ${title}`,
      row.quantity,
      money(cents(part.share)),
      formatPercent(part.tax_rate, lang),
      money(taxes[i]!),
      money(parts[i]!.amountCents),
    ];
  });
  return [head, ...books];
}
