import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '#server/config.ts';

/** The shop's VAPID identity (RFC 8292): push services accept our messages only when signed with it. */
export type Vapid = { publicKey: string; privateKey: string; subject: string };

export const VAPID_FILE = 'vapid-keys.json';

const keyFileSchema = z.object({
  publicKey: z.string().regex(/^B[A-Za-z0-9_-]{86}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

function readKeyFile(file: string): z.infer<typeof keyFileSchema> | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = keyFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${file} does not hold a VAPID key pair; remove it to generate a new one`);
  return parsed.data;
}

/** Writes a fresh pair unless another process wrote one first ('wx'), then reads what won. */
function generateKeyFile(file: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(webpush.generateVAPIDKeys(), null, 2)}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = readKeyFile(file);
  if (!written) throw new Error(`${file} vanished while it was being written`);
  return written;
}

/**
 * The keys from the configuration, else from `$DATA_DIR/vapid-keys.json`, generated there on first use.
 * They must stay the same for the life of the subscriptions: a browser's subscription is bound to the
 * public key it was made with, so a new pair silently orphans every registered browser.
 */
export function loadVapid(config: Pick<Config, 'vapidKeys' | 'vapidSubject' | 'dataDir'>): Vapid & {
  generated: boolean;
} {
  if (config.vapidKeys) return { ...config.vapidKeys, subject: config.vapidSubject, generated: false };
  const file = path.join(config.dataDir, VAPID_FILE);
  const existing = readKeyFile(file);
  const keys = existing ?? generateKeyFile(file);
  return { ...keys, subject: config.vapidSubject, generated: !existing };
}
