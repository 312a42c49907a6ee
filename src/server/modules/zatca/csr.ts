import { createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { algorithm, bits, context, integer, name, OIDS, octets, oid, printable, seq, set } from './der.ts';

/*
 * The certificate signing request of the shop's EGS unit (its e-invoice generation solution), as
 * ZATCA's onboarding asks for it (Fatoora developer portal, "Onboarding" and the SDK's csr-config
 * template; https://sandbox.zatca.gov.sa/IntegrationSandbox): a secp256k1 key, signed ECDSA-SHA256,
 * the subject C=SA, OU=branch, O=organisation, CN=the unit's name, and two extensions: the certificate
 * template name (TSTZATCA-Code-Signing on the developer portal, PREZATCA-Code-Signing in simulation,
 * ZATCA-Code-Signing in production) and a subject alternative name whose directory name carries the
 * EGS serial (SN), the VAT number (UID), the invoice types (title: 1000 standard, 0100 simplified,
 * 1100 both), the branch's address (registeredAddress) and its business (businessCategory).
 */

export type EgsUnit = {
  /** The shop's VAT number: 15 digits, starting and ending with 3. */
  vatNumber: string;
  /** The taxpayer's name as registered. */
  organisation: string;
  /** The branch (organisation unit). */
  branch: string;
  /** `1-<solution>|2-<model or version>|3-<serial>`, as ZATCA writes it. */
  egsSerial: string;
  /** The branch's address (short national address or city). */
  location: string;
  /** The business category. */
  industry: string;
};

/** The invoice types the shop issues: simplified (B2C) only (ubl.ts writes subtype 0200000). */
export const INVOICE_TYPES = '0100';

/** The certificate template ZATCA's environment expects in a CSR, by the API's address. */
export function templateFor(apiUrl: string) {
  if (apiUrl.includes('developer-portal')) return 'TSTZATCA-Code-Signing';
  if (apiUrl.includes('simulation')) return 'PREZATCA-Code-Signing';
  if (apiUrl.includes('core')) return 'ZATCA-Code-Signing';
  return 'TSTZATCA-Code-Signing';
}

/** The unit's common name: the solution and the VAT number. */
export const commonNameOf = (unit: EgsUnit) => `EGS-${unit.vatNumber}`;

/** A new secp256k1 key pair for the unit. */
export const newUnitKey = () => generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey;

/** The CSR (PEM) of `unit` for `key`, for ZATCA's environment at `apiUrl`. */
export function unitCsr(unit: EgsUnit, key: KeyObject, apiUrl: string): string {
  const subject = name([
    [OIDS.country, 'SA'],
    [OIDS.organisationalUnit, unit.branch],
    [OIDS.organisation, unit.organisation],
    [OIDS.commonName, commonNameOf(unit)],
  ]);
  const alternative = name([
    [OIDS.serialName, unit.egsSerial],
    [OIDS.userId, unit.vatNumber],
    [OIDS.title, INVOICE_TYPES],
    [OIDS.registeredAddress, unit.location],
    [OIDS.businessCategory, unit.industry],
  ]);
  const extensions = seq(
    seq(oid(OIDS.certificateTemplateName), octets(printable(templateFor(apiUrl)))),
    seq(oid(OIDS.subjectAltName), octets(seq(context(4, alternative)))),
  );
  const publicKey = createPublicKey(key).export({ type: 'spki', format: 'der' });
  const info = seq(
    integer(0),
    subject,
    publicKey,
    context(0, seq(oid(OIDS.extensionRequest), set(extensions))),
  );
  const signature = sign('sha256', info, key);
  const der = seq(info, algorithm(OIDS.ecdsaWithSha256), bits(signature));
  const lines = der
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n');
  return `-----BEGIN CERTIFICATE REQUEST-----\n${lines}\n-----END CERTIFICATE REQUEST-----\n`;
}
