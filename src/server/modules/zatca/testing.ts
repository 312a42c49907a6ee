/* What tests use of the zatca module. */

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** ZATCA's business rules and EN 16931's, as ZATCA's SDK compiles them (rules/NOTICE.md). */
const ZATCA_RULES = ['20210819_ZATCA_E-invoice_Validation_Rules.xsl', 'CEN-EN16931-UBL.xsl'].map((name) =>
  path.join(import.meta.dirname, 'rules', name),
);

/** Saxon-HE as Debian's `libsaxonhe-java` installs it: XSLT 2.0, which the compiled rules need. */
const SAXON_JAR = '/usr/share/java/Saxon-HE.jar';

/**
 * The rules a document breaks, `id (flag)` each, as Saxon's run of the compiled Schematron reports
 * them (SVRL failed assertions), every rule file in turn.
 */
export function brokenRules(file: string): string[] {
  return ZATCA_RULES.flatMap((rules) => {
    const report = execFileSync('java', ['-jar', SAXON_JAR, `-s:${file}`, `-xsl:${rules}`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return [...report.matchAll(/<svrl:failed-assert\b[^>]*>/g)].map(([tag]) => {
      const id = /\bid="([^"]*)"/.exec(tag)?.[1];
      const flag = /\bflag="([^"]*)"/.exec(tag)?.[1];
      return `${id} (${flag})`;
    });
  });
}

/** The UBL 2.1 invoice schema the documents are checked against (ubl-xsd/NOTICE.md). */
export const UBL_INVOICE_XSD = path.join(import.meta.dirname, 'ubl-xsd/maindoc/UBL-Invoice-2.1.xsd');

/** The seller's national address in the tests (ZATCA_SELLER_ADDRESS). */
const testSellerAddress = {
  street: 'طريق الملك فهد | King Fahd Road',
  building: '2322',
  additionalNumber: '8228',
  district: 'العليا | Al Olaya',
  city: 'الرياض | Riyadh',
  postalCode: '12214',
};

/**
 * A secp256k1 key and a self-signed certificate for it made with OpenSSL, standing in for the
 * certificate (CSID) ZATCA issues to a shop that onboarded: the same curve, a subject naming the
 * shop's VAT number. Its serial is short enough for libxml2's integers.
 */
export function testSigningKeys(vatNumber = '310123456700003') {
  const dir = mkdtempSync(path.join(tmpdir(), 'zatca-keys-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['ecparam', '-name', 'secp256k1', '-genkey', '-noout', '-out', key]);
  execFileSync('openssl', [
    ...['req', '-new', '-x509', '-key', key, '-out', cert, '-days', '365', '-set_serial', '4242424242'],
    ...['-subj', `/C=SA/O=Arab Book House/OU=Riyadh Branch/CN=TST-886431145-${vatNumber}`],
  ]);
  return {
    privateKeyPem: readFileSync(key, 'utf8'),
    certificatePem: readFileSync(cert, 'utf8'),
    sellerAddress: testSellerAddress,
  };
}
