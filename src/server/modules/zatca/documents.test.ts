import { execFileSync } from 'node:child_process';
import { createHash, verify, X509Certificate } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { saudiSeller, setUpSaudiShop } from '#server/modules/invoicing/testing.ts';
import { barcodesIn } from '#server/test/barcodes.ts';
import { FIRST_PREVIOUS_HASH } from './documents.ts';
import { readQrPayload } from './signature.ts';
import { brokenRules, testSigningKeys, UBL_INVOICE_XSD } from './testing.ts';

/*
 * ZATCA phase 2 (decision 098): with ZATCA_PHASE=2, every invoice and credit note the shop issues gets
 * a UBL 2.1 document that OASIS's schema accepts, signed with the shop's key and chained to the one
 * before it; staff download it by the document's number.
 */

const keys = testSigningKeys();
const { ctx, staff, admin, saudiOrder, saudiPaidOrder, refundInFull } = setUpSaudiShop({ zatca: keys });

const signJob = () => ctx.app.jobs.defined.get('zatca.sign-documents')!.run();

/** The 500-character QR code and the line VAT without rounding: see rules/NOTICE.md. */
const RULES_OF_THE_OLD_RELEASE = ['BR-CL-KSA-14 (error)', 'BR-KSA-50 (error)'];

const dir = mkdtempSync(path.join(tmpdir(), 'zatca-docs-'));
function saved(name: string, xml: string) {
  const file = path.join(dir, name);
  writeFileSync(file, xml);
  return file;
}

const captured = (xml: string, pattern: RegExp) => pattern.exec(xml)?.[1];

async function downloaded(number: string) {
  const res = await staff('GET', `/staff/zatca/documents/${number}`, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return res.body;
}

/** The invoice hash as ZATCA's transforms take it: without the signed parts, canonicalized by libxml2. */
function hashByLibxml2(xml: string) {
  const rest = xml
    .replace(/<ext:UBLExtensions>.*<\/ext:UBLExtensions>/s, '')
    .replace(
      /<cac:AdditionalDocumentReference><cbc:ID>QR<\/cbc:ID>.*?<\/cac:AdditionalDocumentReference>/s,
      '',
    )
    .replace(/<cac:Signature>.*?<\/cac:Signature>/s, '');
  const canonical = execFileSync('xmllint', ['--c14n11', saved('stripped.xml', rest)]);
  return createHash('sha256').update(canonical).digest('base64');
}

describe('ZATCA phase 2 documents', () => {
  it('signs an invoice, a paid order’s invoice and a credit note into one chain that the UBL 2.1 XSD and ZATCA’s business rules accept', async () => {
    const cod = await saudiOrder();
    const paid = await saudiPaidOrder();
    const cancelled = await refundInFull(paid.order.id);
    expect(await signJob()).toEqual({ signed: 3 });
    expect(await signJob()).toBeNull();

    const numbers = [cod.order.invoice_number, paid.order.invoice_number, cancelled.credit_note_number];
    const documents = await Promise.all(numbers.map(downloaded));
    let previous = FIRST_PREVIOUS_HASH;
    for (const [i, xml] of documents.entries()) {
      // xmllint exits non-zero on any schema error.
      const said = execFileSync('xmllint', ['--noout', '--schema', UBL_INVOICE_XSD, saved(`${i}.xml`, xml)], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
      expect(said).toBe('');
      expect(captured(xml, /<cbc:ProfileID>(.*?)</)).toBe('reporting:1.0');
      expect(captured(xml, /<cbc:ID>ICV<\/cbc:ID><cbc:UUID>(\d+)</)).toBe(String(i + 1));
      expect(
        captured(xml, /<cbc:ID>PIH<\/cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject[^>]*>(.*?)</),
      ).toBe(previous);
      // ZATCA's and EN 16931's business rules: no warning, and no error but the two that ZATCA's own
      // sample breaks under this release of them (rules/NOTICE.md).
      const broken = new Set(brokenRules(saved(`${i}.xml`, xml)));
      expect([...broken].filter((rule) => !RULES_OF_THE_OLD_RELEASE.includes(rule))).toEqual([]);
      const hash = hashByLibxml2(xml);
      expect(captured(xml, /Id="invoiceSignedData".*?<ds:DigestValue>(.*?)</s)).toBe(hash);
      previous = hash;
    }
    expect(FIRST_PREVIOUS_HASH).toBe(
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    );
  });

  it('says what a simplified tax invoice says: its number, type, seller, totals in dollars and the VAT in riyals', async () => {
    const { order } = await saudiOrder();
    await signJob();
    const xml = await downloaded(order.invoice_number);
    expect(captured(xml, /<cbc:ID>(INV-[^<]*)</)).toBe(order.invoice_number);
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0200000">388</cbc:InvoiceTypeCode>');
    expect(xml).toContain(`<cbc:CompanyID>${saudiSeller.tax_number}</cbc:CompanyID>`);
    expect(xml).toContain(
      `<cbc:RegistrationName>${saudiSeller.seller_name_ar} | ${saudiSeller.seller_name_en}</cbc:RegistrationName>`,
    );
    // 3 × $3.33 and $10.00, shipping $4.00 and the COD fee $1.50: $25.49, 15% VAT $3.82 (SAR 14.33 at 3.75).
    expect(xml).toContain('<cbc:TaxExclusiveAmount currencyID="USD">25.49</cbc:TaxExclusiveAmount>');
    expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="USD">29.31</cbc:TaxInclusiveAmount>');
    expect(xml).toContain(
      '<cac:TaxTotal><cbc:TaxAmount currencyID="SAR">14.33</cbc:TaxAmount></cac:TaxTotal>',
    );
    expect(xml).toContain('<cbc:Name>الشحن والرسوم | Shipping and fees</cbc:Name>');
    expect(xml).toContain('<cbc:Name>الأيام | The Days</cbc:Name>');
    expect(xml).toContain('<cbc:ID>S</cbc:ID><cbc:Percent>15.00</cbc:Percent>');
  });

  it('names the invoice a credit note cancels and why, with type 381', async () => {
    const { order } = await saudiPaidOrder();
    const cancelled = await refundInFull(order.id);
    await signJob();
    const xml = await downloaded(cancelled.credit_note_number);
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
    expect(captured(xml, /<cac:InvoiceDocumentReference><cbc:ID>(.*?)</)).toBe(order.invoice_number);
    expect(captured(xml, /<cbc:InstructionNote>(.*?)</)).toBe('إلغاء الطلب | Order cancelled');
  });

  it('prints the signed QR code of tags 1 to 9 on the invoice and the credit note, even when asked for before the job ran', async () => {
    const { order } = await saudiPaidOrder();
    const invoicePdf = await staff('GET', `/staff/orders/${order.id}/invoice`, {
      token: admin.token,
      lang: 'ar',
    });
    expect(invoicePdf.statusCode, invoicePdf.body).toBe(200);
    const cancelled = await refundInFull(order.id);
    const notePdf = await staff('GET', `/staff/orders/${order.id}/credit-note`, {
      token: admin.token,
      lang: 'en',
    });
    expect(notePdf.statusCode, notePdf.body).toBe(200);
    expect(await signJob()).toBeNull();

    const printed = [invoicePdf, notePdf];
    for (const [i, number] of [order.invoice_number, cancelled.credit_note_number].entries()) {
      const xml = await downloaded(number);
      const signedCode = captured(
        xml,
        /<cbc:ID>QR<\/cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject[^>]*>(.*?)</,
      )!;
      expect(await barcodesIn(printed[i]!.rawPayload)).toEqual([signedCode]);
      expect([...readQrPayload(signedCode).keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
  });

  it('is signed with the shop’s key (ECDSA secp256k1) and carries QR tags 1 to 9', async () => {
    const { order } = await saudiPaidOrder();
    await signJob();
    const xml = await downloaded(order.invoice_number);
    const certificate = new X509Certificate(
      Buffer.from(captured(xml, /<ds:X509Certificate>(.*?)</)!, 'base64'),
    );
    expect(certificate.raw.toString('base64')).toBe(
      new X509Certificate(keys.certificatePem).raw.toString('base64'),
    );
    const hash = captured(xml, /Id="invoiceSignedData".*?<ds:DigestValue>(.*?)</s)!;
    const signature = captured(xml, /<ds:SignatureValue>(.*?)</)!;
    expect(
      verify('sha256', Buffer.from(hash, 'base64'), certificate.publicKey, Buffer.from(signature, 'base64')),
    ).toBe(true);
    expect(certificate.publicKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');

    const qr = readQrPayload(
      captured(xml, /<cbc:ID>QR<\/cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject[^>]*>(.*?)</)!,
    );
    expect([...qr.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const text = (tag: number) => qr.get(tag)!.toString('utf8');
    expect(text(1)).toBe(`${saudiSeller.seller_name_ar} | ${saudiSeller.seller_name_en}`);
    expect(text(2)).toBe(saudiSeller.tax_number);
    // $9.99 and $10.00 with 15% VAT.
    expect(text(4)).toBe('22.99');
    expect(text(5)).toBe('3.00');
    expect(text(6)).toBe(hash);
    expect(text(7)).toBe(signature);
    expect(qr.get(8)).toEqual(certificate.publicKey.export({ type: 'spki', format: 'der' }));
    // Tag 9: the certificate's own signature, the last bytes of its DER.
    const tag9 = qr.get(9)!;
    expect(certificate.raw.subarray(certificate.raw.length - tag9.length)).toEqual(tag9);
  });

  it('answers 404 in the request’s language for a number with no signed document', async () => {
    const res = await staff('GET', '/staff/zatca/documents/INV-2020-000001', {
      token: admin.token,
      lang: 'en',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No ZATCA document has this number (phase 2 is off, or it is not signed yet)',
      code: 'zatca_document_not_found',
    });
  });
});
