import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The shop's VAPID identity (RFC 8292): push services accept our messages only when signed with it. */
export type Vapid = { publicKey: string; privateKey: string; subject: string };

export type VapidKeys = Omit<Vapid, 'subject'>;

/** Where shops before the keys moved into the database kept the pair they generated, in `$DATA_DIR`. */
export const VAPID_FILE = 'vapid-keys.json';

const keyFileSchema = z.object({
  publicKey: z.string().regex(/^B[A-Za-z0-9_-]{86}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** The pair in an older shop's key file; null when there is none. */
export function readVapidKeyFile(file: string): VapidKeys | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = keyFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} does not hold a VAPID key pair; remove it to use new keys`);
  return parsed.data;
}
