import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { chromiumPath } from './browser.ts';

/*
 * Chromium subscribes to Web Push through Google's GCM: a device check-in, then a registration that
 * returns the subscription's token. Neither host is reachable here, so this serves both on 127.0.0.1
 * and points Chromium at it with its own switches (--gcm-checkin-url, --gcm-registration-url). The
 * browser, its push subscription and its keys stay real; only Google's side is this stand-in.
 */

const ANDROID_ID = 4_815_162_342n;
const SECURITY_TOKEN = 1_123_581_321n;

function varint(value: bigint): Buffer {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 127n) {
    bytes.push(Number(rest & 127n) | 128);
    rest >>= 7n;
  }
  bytes.push(Number(rest));
  return Buffer.from(bytes);
}

function fixed64(value: bigint): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return bytes;
}

/** AndroidCheckinResponse (protobuf): stats_ok = 1, time_msec = 3, android_id = 7, security_token = 8. */
function checkinAnswer(): Buffer {
  return Buffer.concat([
    Buffer.from([0x08]),
    varint(1n),
    Buffer.from([0x18]),
    varint(BigInt(Date.now())),
    Buffer.from([0x39]),
    fixed64(ANDROID_ID),
    Buffer.from([0x41]),
    fixed64(SECURITY_TOKEN),
  ]);
}

export type Registration = { sender: string; token: string };

export type GcmStandIn = { url: string; registrations: Registration[]; close(): Promise<void> };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startGcmStandIn(): Promise<GcmStandIn> {
  const registrations: Registration[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.url === '/checkin') {
      response.setHeader('content-type', 'application/x-protobuf');
      response.end(checkinAnswer());
      return;
    }
    if (request.url === '/register') {
      const token = `stand-in-${randomBytes(12).toString('hex')}`;
      registrations.push({ sender: new URLSearchParams(body).get('sender') ?? '', token });
      response.end(`token=${token}`);
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    registrations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Chromium with a normal (not off-the-record) profile, which alone may hold push subscriptions, and
 * its GCM pointed at the stand-in. The message channel (MCS) is pointed at a closed local port.
 */
export async function launchChromiumWithPush(
  gcm: GcmStandIn,
  baseURL: string,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bookshop-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    baseURL,
    viewport: { width: 1280, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      `--gcm-checkin-url=${gcm.url}/checkin`,
      `--gcm-registration-url=${gcm.url}/register`,
      '--gcm-mcs-endpoint=https://127.0.0.1:9',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
