import { aliasedTable, and, count, desc, eq, gte, isNull, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type InvoiceKind, invoices } from '#server/db/schema/invoicing.ts';
import { textsOf } from '#server/i18n/index.ts';
import { billingOf } from '#server/modules/orders/index.ts';
import { countriesById, countryCodesById } from '#server/modules/reference/index.ts';
import { CSV_BOM, csvLines, guardedText } from '#server/services/csv.ts';
import { currencyDecimals } from '#shared/contract/currencies.ts';
import {
  INVOICES_PER_PAGE,
  type InvoiceKindName,
  type StaffInvoiceRow,
  type StaffInvoicesCsvQuery,
  type StaffInvoicesQuery,
} from '#shared/contract/invoices.ts';
import { type Lang, textIn } from '#shared/lang.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { documentNumber } from './invoice-numbers.ts';

/*
 * The issued invoices and credit notes for the back office and the accountant: newest first, by kind
 * and day of issue (days in Asia/Riyadh), each with the document it goes with (an invoice's credit
 * note, a credit note's invoice), the buyer from the order's billing address, and the amounts issued.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const RIYADH = '+03:00';
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

type Filter = Pick<StaffInvoicesQuery, 'kind' | 'from' | 'to'>;

function filters(query: Filter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.kind) where.push(eq(invoices.kind, query.kind));
  if (query.from) {
    where.push(
      gte(invoices.issuedAt, new Date(isDay(query.from) ? `${query.from}T00:00:00${RIYADH}` : query.from)),
    );
  }
  if (query.to) {
    where.push(
      isDay(query.to)
        ? lt(invoices.issuedAt, new Date(Date.parse(`${query.to}T00:00:00${RIYADH}`) + DAY_MS))
        : lte(invoices.issuedAt, new Date(query.to)),
    );
  }
  return and(...where);
}

const other = aliasedTable(invoices, 'other');

const columns = {
  document: invoices,
  other: { kind: other.kind, year: other.year, number: other.number },
};

async function selectRows(
  db: Db,
  query: Filter,
  page: { limit: number; offset: number },
): Promise<Selected[]> {
  const rows: Pick<Selected, 'document' | 'other'>[] = await db
    .select(columns)
    .from(invoices)
    .leftJoin(
      other,
      and(eq(other.orderId, invoices.orderId), ne(other.kind, invoices.kind), isNull(other.refundId)),
    )
    .where(filters(query))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
  // The buyer from the order's billing address (a paper order's; a PDF order has none).
  const billing = await billingOf(
    db,
    rows.map((row) => row.document.orderId),
  );
  return rows.map((row) => {
    const address = billing.get(row.document.orderId);
    return {
      ...row,
      billingName: address?.name ?? null,
      billingCountryId: address?.countryId ?? null,
      currency: { code: address?.currency ?? 'USD', decimals: address?.decimals ?? 2 },
    };
  });
}

type Selected = {
  document: typeof invoices.$inferSelect;
  other: { kind: string | null; year: number | null; number: number | null } | null;
  billingName: string | null;
  billingCountryId: number | null;
  /** The currency the order was charged in, the document's amounts' minor units. */
  currency: { code: string; decimals: number };
};

async function present(db: Db, rows: Selected[]): Promise<StaffInvoiceRow[]> {
  const countryIds = rows.flatMap((row) => (row.billingCountryId ? [row.billingCountryId] : []));
  const codes = await countryCodesById(db, countryIds);
  const namesAr = await countriesById(db, countryIds, 'ar');
  const namesEn = await countriesById(db, countryIds, 'en');
  return rows.map(({ document, other: related, billingName, billingCountryId, currency }) => {
    const units = (minor: number) => minorToUnits(minor, currency.decimals);
    const kind = document.kind as InvoiceKindName;
    const relatedNumber =
      related?.kind && related.year !== null && related.number !== null
        ? documentNumber(related.kind as InvoiceKind, related.year, related.number)
        : null;
    return {
      id: document.id,
      kind,
      number: documentNumber(kind, document.year, document.number),
      issued_at: document.issuedAt.toISOString(),
      order_id: document.orderId,
      credit_note_number: kind === 'invoice' ? relatedNumber : null,
      invoice_number: kind === 'credit_note' ? relatedNumber : null,
      buyer_name: billingName ?? '',
      country_code: billingCountryId ? (codes.get(billingCountryId) ?? null) : null,
      country_ar: billingCountryId ? (namesAr.get(billingCountryId)?.name ?? null) : null,
      country_en: billingCountryId ? (namesEn.get(billingCountryId)?.name ?? null) : null,
      currency: currency.code,
      net: units(document.netCents),
      tax: units(document.taxCents),
      total: units(document.totalCents),
    };
  });
}

export async function listInvoices(db: Db, query: StaffInvoicesQuery) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? INVOICES_PER_PAGE;
  const rows = await selectRows(db, query, { limit: perPage, offset: (page - 1) * perPage });
  const [{ total }] = await db.select({ total: count() }).from(invoices).where(filters(query));
  return { data: await present(db, rows), total, page, perPage };
}

const csvTexts = textsOf('invoicesCsv');
/** The last column: the currency of the amounts (ISO 4217), the order's as charged. */
const CURRENCY = { ar: 'العملة', en: 'Currency' } as const;
const BATCH = 500;

/** The documents the filters keep, newest first, as CSV for the accountant, a batch at a time. */
export async function* invoicesCsv(db: Db, query: StaffInvoicesCsvQuery, lang: Lang): AsyncGenerator<string> {
  const t = csvTexts[lang];
  yield CSV_BOM +
    csvLines([
      [
        t.number,
        t.kind,
        t.date,
        t.order,
        t.buyer,
        t.country,
        t.net,
        t.tax,
        t.total,
        t.related,
        CURRENCY[lang],
      ],
    ]);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await present(db, await selectRows(db, query, { limit: BATCH, offset }));
    if (rows.length === 0) return;
    yield csvLines(
      rows.map((row) => [
        row.number,
        t[row.kind],
        row.issued_at,
        String(row.order_id),
        guardedText(row.buyer_name),
        guardedText(textIn(lang, row.country_ar ?? '', row.country_en ?? '')),
        ...[row.net, row.tax, row.total].map((amount) => amount.toFixed(currencyDecimals(row.currency))),
        row.credit_note_number ?? row.invoice_number ?? '',
        row.currency,
      ]),
    );
    if (rows.length < BATCH) return;
  }
}
