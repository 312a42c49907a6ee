import { decimalAmount } from '#shared/minor-units.ts';

/*
 * The amounts an invoice prints beside its totals: the order's tax, rounded once when the order was
 * priced, shared among the books, the shipping and the COD fee in proportion to their amounts (largest
 * remainder), so the rows' taxes add up to the order's tax exactly; and the ZATCA QR code's payload of
 * a simplified tax invoice (Saudi Arabia): tag, length and UTF-8 value for the seller's name, VAT
 * number, time of issue, total with VAT and the VAT, base64-encoded.
 */

export type ZatcaFields = {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. `2026-11-26T20:30:00Z`. */
  issuedAt: string;
  /** Both in whole minor units of the document's currency, `decimals` digits (2 when not said). */
  totalCents: number;
  vatCents: number;
  decimals?: number;
};

/** The base64 TLV payload of the QR code of a Saudi simplified tax invoice. */
export function zatcaPayload(fields: ZatcaFields): string {
  const values = [
    fields.sellerName,
    fields.vatNumber,
    fields.issuedAt,
    decimalAmount(fields.totalCents, fields.decimals ?? 2),
    decimalAmount(fields.vatCents, fields.decimals ?? 2),
  ];
  const parts = values.map((value, i) => {
    const bytes = Buffer.from(value, 'utf8');
    if (bytes.length > 255) throw new Error(`ZATCA tag ${i + 1} is longer than 255 bytes`);
    return Buffer.concat([Buffer.from([i + 1, bytes.length]), bytes]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** The fields of a TLV payload, by tag (for tests and checks). */
export function readZatcaPayload(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, string>();
  for (let at = 0; at + 2 <= bytes.length; ) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return fields;
}

/** An instant as ZATCA prints it: ISO 8601 in UTC, to the second. */
export const zatcaTime = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;
