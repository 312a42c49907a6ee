import type { Agent } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { PushKeys, PushMessage } from '#shared/contract/devices.ts';
import { isNonPublicAddress, publicOnlyAgent } from './public-agent.ts';
import type { Vapid } from './vapid.ts';

/** One browser's subscription: where its push service takes messages, and the keys to encrypt them for it. */
export type WebPushTarget = { endpoint: string; keys: PushKeys };

export type DeliveryOutcome =
  | { status: 'sent' }
  /** The push service says the subscription is no more (404 or 410, RFC 8030 §7.3): forget it. */
  | { status: 'gone'; statusCode: number }
  | { status: 'failed'; reason: string; statusCode?: number };

export type DeliveryOptions = {
  /**
   * HTTPS agent for the push service (tests trust their own certificate, on 127.0.0.1, with it).
   * Without one, only public addresses are reached.
   */
  agent?: Agent;
  /** How long the push service keeps an undelivered message. */
  ttlSeconds?: number;
  timeoutMs?: number;
};

const DAY_SECONDS = 24 * 60 * 60;
/** A push service must accept 4096 bytes of payload (RFC 8291 §4); the body text is cut well below it. */
const MAX_BODY_CHARS = 1000;

const GONE_STATUSES = new Set([404, 410]);

export function encodeMessage(message: PushMessage): string {
  const body =
    message.body.length > MAX_BODY_CHARS ? `${message.body.slice(0, MAX_BODY_CHARS - 1)}…` : message.body;
  return JSON.stringify({ ...message, body });
}

/** Encrypts the message for one subscription (aes128gcm, RFC 8291), signs it with VAPID and posts it. */
export async function deliverWebPush(
  vapid: Vapid,
  target: WebPushTarget,
  message: PushMessage,
  options: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  // Connections to IP literals skip the agent's name lookup, so they are checked here.
  const host = new URL(target.endpoint).hostname.replace(/^\[|\]$/g, '');
  if (!options.agent && isIP(host) && isNonPublicAddress(host)) {
    return { status: 'failed', reason: `push endpoint ${host} is not a public address` };
  }
  try {
    await webpush.sendNotification(target, encodeMessage(message), {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: options.ttlSeconds ?? DAY_SECONDS,
      contentEncoding: 'aes128gcm',
      timeout: options.timeoutMs ?? 10_000,
      agent: options.agent ?? publicOnlyAgent,
    });
    return { status: 'sent' };
  } catch (error) {
    if (error instanceof webpush.WebPushError) {
      if (GONE_STATUSES.has(error.statusCode)) return { status: 'gone', statusCode: error.statusCode };
      return { status: 'failed', statusCode: error.statusCode, reason: error.body || error.message };
    }
    return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
