import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { ZatcaAddress } from '#server/config.ts';
import { decimalAmount } from '#shared/minor-units.ts';

/*
 * A ZATCA simplified tax invoice (388) or its credit note (381), both UBL 2.1 `Invoice` documents as
 * ZATCA's E-Invoice XML Implementation Standard describes them
 * (https://zatca.gov.sa/en/E-Invoicing/SystemsDevelopers/Pages/E-Invoice-specifications.aspx):
 * profile `reporting:1.0`, subtype 0200000 (simplified, no special case), the counter (ICV) and the
 * previous hash (PIH) as additional document references, the seller with its VAT number, the tax
 * totals (once in the document's currency with its categories, once in SAR), the totals and the lines.
 *
 * The document is written without any whitespace between elements and with every element closed by
 * its own end tag, so that what is written is already its canonical form (C14N 1.1): the invoice hash
 * is the SHA-256 of the document written without its UBL extensions, its QR code and its
 * `cac:Signature`, exactly what ZATCA's transforms leave of the signed one.
 */

const NS = {
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

export type UblLine = { name: string; quantity: number; netCents: number; taxCents: number };

export type UblDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  uuid: string;
  issuedAt: Date;
  counter: number;
  previousHash: string;
  /**
   * The document's currency (ISO 4217) and its decimals, every amount's minor units: the order's, or
   * SAR when the order's currency has no two decimals (decision 110).
   */
  currency: string;
  decimals: number;
  seller: { name: string; vatNumber: string; address: ZatcaAddress };
  /** The rate of VAT charged, e.g. 15; 0 for a zero-rated supply (export). */
  ratePercent: number;
  netCents: number;
  taxCents: number;
  /** The VAT in halalas, for the tax total in SAR, ZATCA's tax currency. */
  taxRiyalCents: number;
  lines: UblLine[];
  /** A document-level discount, without tax (what the lines' amounts exceed the net total by). */
  allowanceCents: number;
  /** A credit note's invoice, and why it was issued. */
  creditOf?: { number: string; issuedAt: Date; reason: string };
};

/** What only the signed document carries: its signature (ext:UBLExtensions content) and its QR code. */
export type SignedParts = { signature: (content: XMLBuilder) => void; qr: string };

/** Day and time of issue as ZATCA reads them: in Asia/Riyadh (UTC+3, no daylight saving). */
export function riyadhDateTime(at: Date) {
  const inRiyadh = new Date(at.getTime() + 3 * 3600_000).toISOString();
  return { date: inRiyadh.slice(0, 10), time: inRiyadh.slice(11, 19) };
}

function el(parent: XMLBuilder, qname: string, text?: string, attributes?: Record<string, string>) {
  const prefix = qname.split(':')[0] as keyof typeof NS;
  const node = parent.ele(NS[prefix], qname, attributes);
  if (text !== undefined) node.txt(text);
  return node;
}

function amount(parent: XMLBuilder, qname: string, value: string, currency: string) {
  return el(parent, qname, value, { currencyID: currency });
}

function taxCategory(parent: XMLBuilder, qname: string, doc: UblDocument) {
  const category = el(parent, qname);
  el(category, 'cbc:ID', doc.ratePercent > 0 ? 'S' : 'Z');
  el(category, 'cbc:Percent', doc.ratePercent.toFixed(2));
  if (doc.ratePercent === 0) {
    el(category, 'cbc:TaxExemptionReasonCode', 'VATEX-SA-32');
    el(category, 'cbc:TaxExemptionReason', 'Export of goods');
  }
  el(el(category, 'cac:TaxScheme'), 'cbc:ID', 'VAT');
}

function documentReference(root: XMLBuilder, id: string, fill: (reference: XMLBuilder) => void) {
  const reference = el(root, 'cac:AdditionalDocumentReference');
  el(reference, 'cbc:ID', id);
  fill(reference);
}

function attachment(reference: XMLBuilder, base64: string) {
  el(el(reference, 'cac:Attachment'), 'cbc:EmbeddedDocumentBinaryObject', base64, { mimeCode: 'text/plain' });
}

function supplier(root: XMLBuilder, doc: UblDocument) {
  const party = el(el(root, 'cac:AccountingSupplierParty'), 'cac:Party');
  const address = el(party, 'cac:PostalAddress');
  const { street, building, additionalNumber, district, city, postalCode } = doc.seller.address;
  el(address, 'cbc:StreetName', street);
  el(address, 'cbc:BuildingNumber', building);
  el(address, 'cbc:PlotIdentification', additionalNumber);
  el(address, 'cbc:CitySubdivisionName', district);
  el(address, 'cbc:CityName', city);
  el(address, 'cbc:PostalZone', postalCode);
  el(el(address, 'cac:Country'), 'cbc:IdentificationCode', 'SA');
  const scheme = el(party, 'cac:PartyTaxScheme');
  el(scheme, 'cbc:CompanyID', doc.seller.vatNumber);
  el(el(scheme, 'cac:TaxScheme'), 'cbc:ID', 'VAT');
  el(el(party, 'cac:PartyLegalEntity'), 'cbc:RegistrationName', doc.seller.name);
}

function totals(root: XMLBuilder, doc: UblDocument) {
  const c = doc.currency;
  const money = (minor: number) => decimalAmount(minor, doc.decimals);
  if (doc.allowanceCents > 0) {
    const allowance = el(root, 'cac:AllowanceCharge');
    el(allowance, 'cbc:ChargeIndicator', 'false');
    el(allowance, 'cbc:AllowanceChargeReason', 'Discount');
    amount(allowance, 'cbc:Amount', money(doc.allowanceCents), c);
    taxCategory(allowance, 'cac:TaxCategory', doc);
  }
  const taxTotal = el(root, 'cac:TaxTotal');
  amount(taxTotal, 'cbc:TaxAmount', money(doc.taxCents), c);
  const subtotal = el(taxTotal, 'cac:TaxSubtotal');
  amount(subtotal, 'cbc:TaxableAmount', money(doc.netCents), c);
  amount(subtotal, 'cbc:TaxAmount', money(doc.taxCents), c);
  taxCategory(subtotal, 'cac:TaxCategory', doc);
  // The VAT again in the tax currency, SAR (BT-111, ZATCA's rule for a document in another currency).
  amount(el(root, 'cac:TaxTotal'), 'cbc:TaxAmount', decimalAmount(doc.taxRiyalCents, 2), 'SAR');
  const lineSum = doc.lines.reduce((sum, line) => sum + line.netCents, 0);
  const legal = el(root, 'cac:LegalMonetaryTotal');
  amount(legal, 'cbc:LineExtensionAmount', money(lineSum), c);
  amount(legal, 'cbc:TaxExclusiveAmount', money(doc.netCents), c);
  amount(legal, 'cbc:TaxInclusiveAmount', money(doc.netCents + doc.taxCents), c);
  amount(legal, 'cbc:AllowanceTotalAmount', money(doc.allowanceCents), c);
  amount(legal, 'cbc:PayableAmount', money(doc.netCents + doc.taxCents), c);
}

function lines(root: XMLBuilder, doc: UblDocument) {
  const c = doc.currency;
  const money = (minor: number) => decimalAmount(minor, doc.decimals);
  doc.lines.forEach((line, i) => {
    const row = el(root, 'cac:InvoiceLine');
    el(row, 'cbc:ID', String(i + 1));
    el(row, 'cbc:InvoicedQuantity', line.quantity.toFixed(2), { unitCode: 'PCE' });
    amount(row, 'cbc:LineExtensionAmount', money(line.netCents), c);
    const tax = el(row, 'cac:TaxTotal');
    amount(tax, 'cbc:TaxAmount', money(line.taxCents), c);
    amount(tax, 'cbc:RoundingAmount', money(line.netCents + line.taxCents), c);
    const item = el(row, 'cac:Item');
    el(item, 'cbc:Name', line.name);
    taxCategory(item, 'cac:ClassifiedTaxCategory', doc);
    const unit = line.quantity > 0 ? line.netCents / line.quantity : line.netCents;
    const price = (unit / 10 ** doc.decimals).toFixed(doc.decimals + 4).replace(/0{1,4}$/, '');
    amount(el(row, 'cac:Price'), 'cbc:PriceAmount', price, c);
  });
}

/**
 * The document as XML: with `signed`, the whole signed document (with its XML declaration); without,
 * the form its invoice hash is taken of (no declaration, no extensions, QR code nor signature).
 */
export function ublXml(doc: UblDocument, signed?: SignedParts): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS.inv, 'Invoice', {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
    'xmlns:ext': NS.ext,
  });
  if (signed) {
    const extension = el(el(root, 'ext:UBLExtensions'), 'ext:UBLExtension');
    el(extension, 'ext:ExtensionURI', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades');
    signed.signature(el(extension, 'ext:ExtensionContent'));
  }
  const { date, time } = riyadhDateTime(doc.issuedAt);
  el(root, 'cbc:ProfileID', 'reporting:1.0');
  el(root, 'cbc:ID', doc.number);
  el(root, 'cbc:UUID', doc.uuid);
  el(root, 'cbc:IssueDate', date);
  el(root, 'cbc:IssueTime', time);
  el(root, 'cbc:InvoiceTypeCode', doc.kind === 'invoice' ? '388' : '381', { name: '0200000' });
  el(root, 'cbc:DocumentCurrencyCode', doc.currency);
  el(root, 'cbc:TaxCurrencyCode', 'SAR');
  if (doc.creditOf) {
    const reference = el(el(root, 'cac:BillingReference'), 'cac:InvoiceDocumentReference');
    el(reference, 'cbc:ID', doc.creditOf.number);
    el(reference, 'cbc:IssueDate', riyadhDateTime(doc.creditOf.issuedAt).date);
  }
  documentReference(root, 'ICV', (reference) => el(reference, 'cbc:UUID', String(doc.counter)));
  documentReference(root, 'PIH', (reference) => attachment(reference, doc.previousHash));
  if (signed) {
    documentReference(root, 'QR', (reference) => attachment(reference, signed.qr));
    const signature = el(root, 'cac:Signature');
    el(signature, 'cbc:ID', 'urn:oasis:names:specification:ubl:signature:Invoice');
    el(signature, 'cbc:SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades');
  }
  supplier(root, doc);
  // A simplified invoice's buyer is a consumer: ZATCA asks for no more than the party itself.
  el(el(root, 'cac:AccountingCustomerParty'), 'cac:Party');
  if (doc.creditOf) {
    const means = el(root, 'cac:PaymentMeans');
    el(means, 'cbc:PaymentMeansCode', '10');
    el(means, 'cbc:InstructionNote', doc.creditOf.reason);
  }
  totals(root, doc);
  lines(root, doc);
  return root.end({ headless: !signed, prettyPrint: false, allowEmptyTags: true });
}
