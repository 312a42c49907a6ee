/* What tests use of the zatca module. */

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export { startZatcaStandIn } from './standin/server.ts';

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

/** The shop's EGS unit as the console's onboarding form sends it. */
export const testUnit = {
  vat_number: '310123456700003',
  organisation: 'Arab Book House Publishing',
  branch: 'Riyadh Branch',
  egs_serial: '1-Bookshop|2-1.0|3-7a1c2e9e-0b5d-4b6f-9a51-3f0e2d8c4b17',
  location: 'Riyadh',
  industry: 'Publishing',
};

type StaffCall = (
  method: 'GET' | 'POST',
  url: string,
  options: { token: string; body?: unknown },
) => Promise<{ statusCode: number; body: string }>;

/** Onboards the shop through the console's four steps, with the stand-in's one-time password. */
export async function onboardThroughConsole(staff: StaffCall, token: string, otp: string) {
  const steps: [string, unknown][] = [
    ['/staff/zatca/onboarding/csr', testUnit],
    ['/staff/zatca/onboarding/otp', { otp }],
    ['/staff/zatca/onboarding/compliance-checks', undefined],
    ['/staff/zatca/onboarding/production', undefined],
  ];
  for (const [url, body] of steps) {
    const res = await staff('POST', url, { token, ...(body === undefined ? {} : { body }) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
}
