/*
 * The few DER (ITU-T X.690) forms a PKCS#10 certificate request (RFC 2986) and an X.509 certificate
 * (RFC 5280) are made of, written and read: what ZATCA's onboarding needs and node:crypto does not
 * offer (it signs and verifies on secp256k1 but writes no CSR). Kept to the forms used here.
 */

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export const tlv = (tag: number, content: Buffer) =>
  Buffer.concat([Buffer.from([tag]), length(content.length), content]);
export const seq = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
export const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));
/** A context-specific constructed tag `[n]` around `content`. */
export const context = (n: number, ...content: Buffer[]) => tlv(0xa0 | n, Buffer.concat(content));
export const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
export const printable = (text: string) => tlv(0x13, Buffer.from(text, 'ascii'));
export const octets = (bytes: Buffer) => tlv(0x04, bytes);
export const bits = (bytes: Buffer) => tlv(0x03, Buffer.concat([Buffer.from([0]), bytes]));
export const utcTime = (at: Date) =>
  tlv(0x17, Buffer.from(`${at.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`, 'ascii'));

/** A non-negative INTEGER. */
export function integer(value: bigint | number): Buffer {
  let hex = BigInt(value).toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  let bytes = Buffer.from(hex, 'hex');
  if (bytes[0]! & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(0x02, bytes);
}

export function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const arc of rest) {
    const groups: number[] = [];
    for (let value = arc; ; value = Math.floor(value / 128)) {
      groups.unshift(value % 128);
      if (value < 128) break;
    }
    bytes.push(...groups.map((group, i) => (i < groups.length - 1 ? group | 0x80 : group)));
  }
  return tlv(0x06, Buffer.from(bytes));
}

export const OIDS = {
  ecPublicKey: '1.2.840.10045.2.1',
  secp256k1: '1.3.132.0.10',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  extensionRequest: '1.2.840.113549.1.9.14',
  country: '2.5.4.6',
  organisation: '2.5.4.10',
  organisationalUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  serialName: '2.5.4.4',
  title: '2.5.4.12',
  businessCategory: '2.5.4.15',
  registeredAddress: '2.5.4.26',
  userId: '0.9.2342.19200300.100.1.1',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  /** Microsoft's certificate template name, which ZATCA's CSR carries (`ZATCA-Code-Signing`…). */
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
} as const;

/** A Name (RDN sequence) of one attribute per RDN, in the order given. */
export const name = (attributes: [string, string][]) =>
  seq(
    ...attributes.map(([type, value]) =>
      set(seq(oid(type), type === OIDS.country ? printable(value) : utf8(value))),
    ),
  );

export const algorithm = (dotted: string, parameters?: Buffer) =>
  seq(oid(dotted), ...(parameters ? [parameters] : []));

/** One DER element as read: its tag, its content and the whole of it. */
export type Element = { tag: number; content: Buffer; whole: Buffer };

/** The elements one after another in `bytes`. */
export function elements(bytes: Buffer): Element[] {
  const out: Element[] = [];
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at]!;
    let size = bytes[at + 1]!;
    let header = 2;
    if (size & 0x80) {
      const count = size & 0x7f;
      size = 0;
      for (let i = 0; i < count; i++) size = size * 256 + bytes[at + 2 + i]!;
      header += count;
    }
    if (at + header + size > bytes.length) throw new Error('Truncated DER');
    out.push({
      tag,
      content: bytes.subarray(at + header, at + header + size),
      whole: bytes.subarray(at, at + header + size),
    });
    at += header + size;
  }
  return out;
}

/** The children of a constructed element. */
export const childrenOf = (element: Element) => elements(element.content);

export function readOid(element: Element): string {
  const bytes = element.content;
  const arcs = [Math.floor(bytes[0]! / 40), bytes[0]! % 40];
  let value = 0;
  for (const byte of bytes.subarray(1)) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      arcs.push(value);
      value = 0;
    }
  }
  return arcs.join('.');
}

/** The attributes of a Name, `[oid, text]` in order. */
export const readName = (element: Element): [string, string][] =>
  childrenOf(element).flatMap((rdn) =>
    childrenOf(rdn).map((pair) => {
      const [type, value] = childrenOf(pair);
      return [readOid(type!), value!.content.toString('utf8')] as [string, string];
    }),
  );
