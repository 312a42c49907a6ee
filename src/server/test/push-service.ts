import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * A push service of the test's own (RFC 8030), over HTTPS on 127.0.0.1: it keeps what it receives and
 * answers each subscription with the status the test gives it. Browsers' side of RFC 8291 is here too:
 * subscription keys made with node:crypto and the decryption of an aes128gcm message.
 */

/** A browser's subscription secrets: the P-256 key pair behind p256dh, and the auth secret. */
export type SubscriberKeys = {
  p256dh: string;
  auth: string;
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
};

export function subscriberKeys(): SubscriberKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
    ecdh,
    authSecret,
  };
}

/** Decrypts one aes128gcm push message body (RFC 8188 framing, RFC 8291 keys). */
export function decryptPush(body: Buffer, subscriber: SubscriberKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const encrypted = body.subarray(21 + idLength);
  const shared = subscriber.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscriber.ecdh.getPublicKey(),
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscriber.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(encrypted.subarray(encrypted.length - 16));
  const padded = Buffer.concat([
    decipher.update(encrypted.subarray(0, encrypted.length - 16)),
    decipher.final(),
  ]);
  // The last record's plaintext is the data, a 0x02 delimiter, then optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('push record is not the last record');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292): ES256 over the JWT, signed by `k`. */
export function verifyVapid(header: string | undefined): { key: string; claims: Record<string, unknown> } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt, key] = match;
  const [head, payload, signature] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  return { key, claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) };
}

export type ReceivedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

export type TestPushService = {
  /** Subscription endpoint for `name`: https://127.0.0.1:{port}/push/{name}. */
  endpoint(name: string): string;
  /** Status answered for `name` (201, as real push services do, unless told otherwise). */
  answer(name: string, status: number): void;
  received: ReceivedPush[];
  /** Trusts the service's self-signed certificate. */
  agent: Agent;
  close(): Promise<void>;
};

/** A throwaway certificate for 127.0.0.1, made by the openssl command line. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTestPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = (request.url ?? '').replace(/^\/push\//, '');
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statuses.get(name) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    endpoint: (name) => `https://127.0.0.1:${port}/push/${name}`,
    answer: (name, status) => statuses.set(name, status),
    received,
    agent,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
