import { createHash, createPrivateKey, type KeyObject, sign, X509Certificate } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate } from '@peculiar/asn1-x509';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { decimalAmount } from '#shared/minor-units.ts';
import { type UblDocument, ublXml } from './ubl.ts';

/*
 * The invoice hash, the XAdES-BES enveloped signature and the QR code of a ZATCA phase 2 document, as
 * ZATCA's Security Features Implementation Standard describes them
 * (https://zatca.gov.sa/ar/E-Invoicing/SystemsDevelopers/Documents/20220624_ZATCA_Electronic_Invoice_Security_Features_Implementation_Standards.pdf):
 * - the invoice hash is the base64 SHA-256 of the document's canonical form (C14N 1.1) without its
 *   UBL extensions, QR code and `cac:Signature`;
 * - the signature value is ECDSA (secp256k1) with SHA-256 over that hash, made with the shop's key
 *   (the certificate ZATCA issued for it names its public key);
 * - the signed properties name the signing time and the certificate (its digest, issuer, serial);
 * - the QR code is a TLV of tags 1–9: seller, VAT number, time, total, VAT, hash, signature, public
 *   key and, for a simplified invoice, the signature of the certificate by ZATCA.
 * node:crypto signs and verifies on secp256k1 (WebCrypto does not offer that curve); the certificate
 * is read with node:crypto and PeculiarVentures' ASN.1 schemas.
 */

const NS = {
  sig: 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
  sac: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
  sbc: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
};

const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const C14N11 = 'http://www.w3.org/2006/12/xml-c14n11';
const XPATH = 'http://www.w3.org/TR/1999/REC-xpath-19991116';

/** The shop's signing key and the certificate ZATCA issued for it (or, in tests, a self-signed one). */
export type Signer = {
  key: KeyObject;
  /** The certificate's DER, base64, as `ds:X509Certificate` carries it. */
  certificate: string;
  issuerName: string;
  serialNumber: string;
  /** The public key's DER (SubjectPublicKeyInfo): QR tag 8. */
  publicKey: Buffer;
  /** The certificate's signature by its issuer: QR tag 9. */
  certificateSignature: Buffer;
};

/** The signer of PEM texts; throws when the key is not the certificate's. */
export function signerOf(privateKeyPem: string, certificatePem: string): Signer {
  const key = createPrivateKey(privateKeyPem);
  const certificate = new X509Certificate(certificatePem);
  if (!certificate.checkPrivateKey(key)) throw new Error('The ZATCA private key is not the certificate’s');
  const parsed = AsnConvert.parse(certificate.raw, Certificate);
  return {
    key,
    certificate: certificate.raw.toString('base64'),
    // RFC 4514 order, as ZATCA's samples print it: the most specific name first.
    issuerName: certificate.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${certificate.serialNumber}`).toString(10),
    publicKey: certificate.publicKey.export({ type: 'spki', format: 'der' }),
    certificateSignature: Buffer.from(parsed.signatureValue),
  };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
/** ZATCA's digests of the certificate and of the signed properties: the hex digest, base64. */
const hexDigest = (data: string) => Buffer.from(sha256(data).toString('hex')).toString('base64');

/** The invoice hash of the document (base64 SHA-256 of its canonical form without the signed parts). */
export const invoiceHash = (doc: UblDocument) => sha256(ublXml(doc)).toString('base64');

/** The QR code's TLV payload, base64; each value at most 255 bytes. */
export function qrPayload(values: (string | Buffer)[]): string {
  const parts = values.map((value, i) => {
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
    if (bytes.length > 255) throw new Error(`ZATCA QR tag ${i + 1} is longer than 255 bytes`);
    return Buffer.concat([Buffer.from([i + 1, bytes.length]), bytes]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** The QR code's tags, by number, as bytes (for checks). */
export function readQrPayload(base64: string): Map<number, Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  const tags = new Map<number, Buffer>();
  for (let at = 0; at + 2 <= bytes.length; at += 2 + bytes[at + 1]!) {
    tags.set(bytes[at]!, bytes.subarray(at + 2, at + 2 + bytes[at + 1]!));
  }
  return tags;
}

function el(parent: XMLBuilder, qname: string, text?: string, attributes?: Record<string, string>) {
  const prefix = qname.split(':')[0] as keyof typeof NS;
  const node = parent.ele(NS[prefix], qname, attributes);
  if (text !== undefined) node.txt(text);
  return node;
}

type Properties = { signingTime: string; signer: Signer };

function signedProperties(parent: XMLBuilder, { signingTime, signer }: Properties) {
  const properties = el(parent, 'xades:SignedProperties', undefined, { Id: 'xadesSignedProperties' });
  const signature = el(properties, 'xades:SignedSignatureProperties');
  el(signature, 'xades:SigningTime', signingTime);
  const cert = el(el(signature, 'xades:SigningCertificate'), 'xades:Cert');
  const digest = el(cert, 'xades:CertDigest');
  el(digest, 'ds:DigestMethod', undefined, { Algorithm: SHA256 });
  el(digest, 'ds:DigestValue', hexDigest(signer.certificate));
  const issuer = el(cert, 'xades:IssuerSerial');
  el(issuer, 'ds:X509IssuerName', signer.issuerName);
  el(issuer, 'ds:X509SerialNumber', signer.serialNumber);
}

/**
 * The signed properties in canonical form (C14N 1.1 of the element in the signed document: every
 * namespace in scope there declared on it, in order), whose digest the signature's second reference holds.
 */
export function canonicalSignedProperties(properties: Properties): string {
  const scope = {
    xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    'xmlns:cbc': NS.cbc,
    'xmlns:ds': NS.ds,
    'xmlns:ext': 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
    'xmlns:sac': NS.sac,
    'xmlns:sbc': NS.sbc,
    'xmlns:sig': NS.sig,
    'xmlns:xades': NS.xades,
  };
  const holder = create().ele(NS.xades, 'xades:Holder', scope);
  signedProperties(holder, properties);
  const text = holder.first().end({ headless: true, prettyPrint: false, allowEmptyTags: true });
  const namespaces = Object.entries(scope)
    .map(([name, uri]) => ` ${name}="${uri}"`)
    .join('');
  return text.replace(
    /^<xades:SignedProperties[^>]*>/,
    `<xades:SignedProperties${namespaces} Id="xadesSignedProperties">`,
  );
}

function reference(info: XMLBuilder, attributes: Record<string, string>, digest: string) {
  const ref = el(info, 'ds:Reference', undefined, attributes);
  if (attributes.Id === 'invoiceSignedData') {
    const transforms = el(ref, 'ds:Transforms');
    for (const path of [
      'not(//ancestor-or-self::ext:UBLExtensions)',
      'not(//ancestor-or-self::cac:Signature)',
      "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
    ]) {
      el(el(transforms, 'ds:Transform', undefined, { Algorithm: XPATH }), 'ds:XPath', path);
    }
    el(transforms, 'ds:Transform', undefined, { Algorithm: C14N11 });
  }
  el(ref, 'ds:DigestMethod', undefined, { Algorithm: SHA256 });
  el(ref, 'ds:DigestValue', digest);
}

export type SignedDocument = { xml: string; hash: string; qr: string; signatureValue: string };

/** The document signed by `signer` at `signingTime`, with its hash and QR code. */
export function signDocument(doc: UblDocument, signer: Signer, signingTime = new Date()): SignedDocument {
  const hash = invoiceHash(doc);
  const signatureValue = sign('sha256', Buffer.from(hash, 'base64'), signer.key).toString('base64');
  const properties = { signingTime: signingTime.toISOString().slice(0, 19), signer };
  const qr = qrPayload([
    doc.seller.name,
    doc.seller.vatNumber,
    `${doc.issuedAt.toISOString().slice(0, 19)}Z`,
    decimalAmount(doc.netCents + doc.taxCents, doc.decimals),
    decimalAmount(doc.taxCents, doc.decimals),
    hash,
    signatureValue,
    signer.publicKey,
    signer.certificateSignature,
  ]);
  const signature = (content: XMLBuilder) => {
    const signatures = content.ele(NS.sig, 'sig:UBLDocumentSignatures', {
      'xmlns:sac': NS.sac,
      'xmlns:sbc': NS.sbc,
      'xmlns:sig': NS.sig,
    });
    const information = el(signatures, 'sac:SignatureInformation');
    el(information, 'cbc:ID', 'urn:oasis:names:specification:ubl:signature:1');
    el(information, 'sbc:ReferencedSignatureID', 'urn:oasis:names:specification:ubl:signature:Invoice');
    const ds = information.ele(NS.ds, 'ds:Signature', { 'xmlns:ds': NS.ds, Id: 'signature' });
    const info = el(ds, 'ds:SignedInfo');
    el(info, 'ds:CanonicalizationMethod', undefined, { Algorithm: C14N11 });
    el(info, 'ds:SignatureMethod', undefined, {
      Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256',
    });
    reference(info, { Id: 'invoiceSignedData', URI: '' }, hash);
    reference(
      info,
      { Type: 'http://www.w3.org/2000/09/xmldsig#SignatureProperties', URI: '#xadesSignedProperties' },
      hexDigest(canonicalSignedProperties(properties)),
    );
    el(ds, 'ds:SignatureValue', signatureValue);
    el(el(el(ds, 'ds:KeyInfo'), 'ds:X509Data'), 'ds:X509Certificate', signer.certificate);
    const qualifying = el(el(ds, 'ds:Object'), 'xades:QualifyingProperties', undefined, {
      'xmlns:xades': NS.xades,
      Target: 'signature',
    });
    signedProperties(qualifying, properties);
  };
  return { xml: ublXml(doc, { signature, qr }), hash, qr, signatureValue };
}
