import { execFileSync } from 'node:child_process';
import {
  createHash,
  createPublicKey,
  type KeyObject,
  randomUUID,
  sign,
  verify,
  X509Certificate,
} from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  algorithm,
  bits,
  childrenOf,
  context,
  elements,
  integer,
  name,
  OIDS,
  readName,
  readOid,
  seq,
  utcTime,
} from '../der.ts';

/*
 * What the stand-in of ZATCA's API checks (standin/server.ts), as the developer portal's API reference
 * and the SDK's CSR template describe the requests: the CSR, the certificate it issues from its own test
 * CA, and the documents (hash, signature, certificate, type).
 */

export class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const fromPem = (pem: string) => Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');

export type CsrFacts = {
  subject: Map<string, string>;
  alternative: Map<string, string>;
  template: string;
  spki: Buffer;
  subjectDer: Buffer;
};

/** The CSR (base64 of its PEM) read and checked as ZATCA does; throws a Refusal when it is not right. */
export function checkedCsr(base64Pem: string): CsrFacts {
  let info: ReturnType<typeof elements>[number];
  let signature: Buffer;
  try {
    const [request] = elements(fromPem(Buffer.from(base64Pem, 'base64').toString('utf8')));
    const [infoElement, algorithmElement, signatureElement] = childrenOf(request!);
    if (readOid(childrenOf(algorithmElement!)[0]!) !== OIDS.ecdsaWithSha256)
      throw new Error('not ECDSA-SHA256');
    info = infoElement!;
    signature = signatureElement!.content.subarray(1);
  } catch {
    throw new Refusal('Invalid-CSR', 'The CSR is not a PKCS#10 request');
  }
  const [version, subjectElement, spkiElement, attributes] = childrenOf(info);
  const publicKey = createPublicKey({ key: spkiElement!.whole, format: 'der', type: 'spki' });
  if (publicKey.asymmetricKeyDetails?.namedCurve !== 'secp256k1') {
    throw new Refusal('Invalid-CSR', 'The CSR’s key is not on secp256k1');
  }
  if (version!.content[0] !== 0 || !verify('sha256', info.whole, publicKey, signature)) {
    throw new Refusal('Invalid-CSR', 'The CSR’s signature does not verify');
  }
  const subject = new Map(readName(subjectElement!));
  let template = '';
  let alternative = new Map<string, string>();
  for (const attribute of childrenOf(attributes!)) {
    const [type, values] = childrenOf(attribute);
    if (readOid(type!) !== OIDS.extensionRequest) continue;
    for (const extension of childrenOf(childrenOf(values!)[0]!)) {
      const parts = childrenOf(extension);
      const id = readOid(parts[0]!);
      const value = elements(parts[parts.length - 1]!.content)[0]!;
      if (id === OIDS.certificateTemplateName) template = value.content.toString('ascii');
      if (id === OIDS.subjectAltName) alternative = new Map(readName(childrenOf(childrenOf(value)[0]!)[0]!));
    }
  }
  for (const [oid, label] of [
    [OIDS.country, 'C'],
    [OIDS.organisationalUnit, 'OU'],
    [OIDS.organisation, 'O'],
    [OIDS.commonName, 'CN'],
  ] as const) {
    if (!subject.get(oid)) throw new Refusal('Invalid-CSR', `The CSR’s subject has no ${label}`);
  }
  if (subject.get(OIDS.country) !== 'SA') throw new Refusal('Invalid-CSR', 'The CSR’s country is not SA');
  if (!['TSTZATCA-Code-Signing', 'PREZATCA-Code-Signing', 'ZATCA-Code-Signing'].includes(template)) {
    throw new Refusal('Invalid-CSR', 'The CSR names no ZATCA certificate template');
  }
  const vat = alternative.get(OIDS.userId) ?? '';
  if (!/^3\d{13}3$/.test(vat)) throw new Refusal('Invalid-CSR', 'The CSR’s UID is not a VAT number');
  if (!/^1-[^|]+\|2-[^|]+\|3-.+$/.test(alternative.get(OIDS.serialName) ?? '')) {
    throw new Refusal('Invalid-CSR', 'The CSR’s SN is not an EGS serial (1-…|2-…|3-…)');
  }
  if (!/^[01]{4}$/.test(alternative.get(OIDS.title) ?? '')) {
    throw new Refusal('Invalid-CSR', 'The CSR’s title is not the invoice types');
  }
  for (const oid of [OIDS.registeredAddress, OIDS.businessCategory]) {
    if (!alternative.get(oid))
      throw new Refusal('Invalid-CSR', 'The CSR’s address or business category is missing');
  }
  return { subject, alternative, template, spki: spkiElement!.whole, subjectDer: subjectElement!.whole };
}

/** The stand-in's own certificate authority: a secp256k1 key and its name. */
export type TestCa = { key: KeyObject; name: Buffer; certificate: X509Certificate };

let serial = 100_000_000;

function certificate(
  ca: { key: KeyObject; name: Buffer },
  subject: Buffer,
  spki: Buffer,
  extensions: Buffer[],
) {
  const now = new Date();
  const tbs = seq(
    context(0, integer(2)),
    integer(serial++),
    algorithm(OIDS.ecdsaWithSha256),
    ca.name,
    seq(utcTime(now), utcTime(new Date(now.getTime() + 365 * 86_400_000))),
    subject,
    spki,
    ...(extensions.length > 0 ? [context(3, seq(...extensions))] : []),
  );
  return seq(tbs, algorithm(OIDS.ecdsaWithSha256), bits(sign('sha256', tbs, ca.key)));
}

export function newTestCa(key: KeyObject): TestCa {
  const caName = name([
    [OIDS.country, 'SA'],
    [OIDS.organisation, 'Stand-in of ZATCA'],
    [OIDS.commonName, 'TSZEINVOICE-SubCA-1'],
  ]);
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
  const der = certificate({ key, name: caName }, caName, spki, []);
  return { key, name: caName, certificate: new X509Certificate(der) };
}

/** The CSID's certificate for a checked CSR, signed by the test CA. */
export function issuedCertificate(ca: TestCa, csr: CsrFacts): X509Certificate {
  return new X509Certificate(certificate(ca, csr.subjectDer, csr.spki, []));
}

const hashDir = mkdtempSync(path.join(tmpdir(), 'zatca-standin-'));

/**
 * The invoice hash of a signed document as ZATCA computes it: the XML without its UBL extensions, QR
 * code and `cac:Signature`, canonicalized (C14N 1.1, libxml2's xmllint), SHA-256, base64.
 */
export function hashOfXml(xml: string): string {
  const rest = xml
    .replace(/<ext:UBLExtensions>.*<\/ext:UBLExtensions>/s, '')
    .replace(
      /<cac:AdditionalDocumentReference><cbc:ID>QR<\/cbc:ID>.*?<\/cac:AdditionalDocumentReference>/s,
      '',
    )
    .replace(/<cac:Signature>.*?<\/cac:Signature>/s, '');
  const file = path.join(hashDir, `${randomUUID()}.xml`);
  writeFileSync(file, rest);
  return createHash('sha256')
    .update(execFileSync('xmllint', ['--c14n11', file]))
    .digest('base64');
}

const captured = (xml: string, pattern: RegExp) => pattern.exec(xml)?.[1];

/** The document's facts, once its hash, UUID, signature and certificate are checked; a Refusal otherwise. */
export function checkedDocument(
  body: { invoiceHash?: string; uuid?: string; invoice?: string },
  certificate: X509Certificate,
) {
  if (!body.invoiceHash || !body.uuid || !body.invoice) {
    throw new Refusal('Invalid-Request', 'invoiceHash, uuid and invoice are required');
  }
  const xml = Buffer.from(body.invoice, 'base64').toString('utf8');
  if (captured(xml, /<cbc:UUID>([^<]*)<\/cbc:UUID>/) !== body.uuid) {
    throw new Refusal('invalid-invoice-uuid', 'The UUID is not the document’s');
  }
  const hash = hashOfXml(xml);
  if (hash !== body.invoiceHash)
    throw new Refusal('invalid-invoice-hash', 'The invoice hash does not match the XML');
  if (captured(xml, /<ds:DigestValue>([^<]*)<\/ds:DigestValue>/) !== hash) {
    throw new Refusal('invalid-invoice-hash', 'The signed digest is not the invoice hash');
  }
  const signed = captured(xml, /<ds:X509Certificate>([^<]*)<\/ds:X509Certificate>/) ?? '';
  if (signed !== certificate.raw.toString('base64')) {
    throw new Refusal('certificate-mismatch', 'The document is not signed with the CSID’s certificate');
  }
  const value = Buffer.from(captured(xml, /<ds:SignatureValue>([^<]*)<\/ds:SignatureValue>/) ?? '', 'base64');
  if (!verify('sha256', Buffer.from(hash, 'base64'), certificate.publicKey, value)) {
    throw new Refusal('signature-invalid', 'The signature does not verify with the certificate');
  }
  const type = /<cbc:InvoiceTypeCode name="(\d{7})">(\d{3})</.exec(xml);
  if (!type) throw new Refusal('invoiceTypeCode', 'The document has no invoice type');
  return { xml, uuid: body.uuid, hash, subtype: type[1]!, code: type[2]! };
}
