import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type InvoiceSeller, invoiceSettings } from '#server/db/schema/invoicing.ts';
import type { InvoiceSettings, InvoiceSettingsBody } from '#shared/contract/invoices.ts';

/* The seller as invoices name it: one row (id 1), read by every member, changed by admins. */

type Tx = Pick<Db, 'select' | 'insert'>;

const EMPTY: InvoiceSettings = {
  seller_name_ar: '',
  seller_name_en: '',
  seller_address_ar: '',
  seller_address_en: '',
  tax_number: '',
};

export async function readInvoiceSettings(db: Tx): Promise<InvoiceSettings> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1));
  if (!row) return { ...EMPTY };
  return {
    seller_name_ar: row.sellerNameAr,
    seller_name_en: row.sellerNameEn,
    seller_address_ar: row.sellerAddressAr,
    seller_address_en: row.sellerAddressEn,
    tax_number: row.taxNumber,
  };
}

/** The seller as an issued document keeps it. */
export async function readInvoiceSeller(db: Tx): Promise<InvoiceSeller> {
  const s = await readInvoiceSettings(db);
  return {
    nameAr: s.seller_name_ar,
    nameEn: s.seller_name_en,
    addressAr: s.seller_address_ar,
    addressEn: s.seller_address_en,
    taxNumber: s.tax_number,
  };
}

/** Changes the given fields; answers the settings before and after, for the activity log. */
export async function writeInvoiceSettings(tx: Tx, body: InvoiceSettingsBody) {
  const before = await readInvoiceSettings(tx);
  const after = { ...before, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) };
  const values = {
    sellerNameAr: after.seller_name_ar,
    sellerNameEn: after.seller_name_en,
    sellerAddressAr: after.seller_address_ar,
    sellerAddressEn: after.seller_address_en,
    taxNumber: after.tax_number,
    updatedAt: new Date(),
  };
  await tx
    .insert(invoiceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: invoiceSettings.id, set: values });
  return { before, after: after as InvoiceSettings };
}
