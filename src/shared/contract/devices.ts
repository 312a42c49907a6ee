import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { DEVICE_TYPES, WEB_DEVICE_TYPE } from './device-limits.ts';
import { requiredWhenMissing } from './fields.ts';

/* Push devices (spec §3 'Device registration', §7 POST /devices) and the push message they receive. */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * A Web Push subscription's keys, as `PushSubscription.toJSON().keys` gives them (base64url):
 * p256dh an uncompressed P-256 point (65 bytes, so it starts with 0x04 = 'B'), auth 16 bytes.
 */
export const pushKeysSchema = z.object({
  p256dh: z.string({ error: requiredWhenMissing }).regex(/^B[A-Za-z0-9_-]{86}=?$/),
  auth: z.string({ error: requiredWhenMissing }).regex(/^[A-Za-z0-9_-]{22}(==)?$/),
});
export type PushKeys = z.infer<typeof pushKeysSchema>;

/** Push services are HTTPS only (RFC 8030); anything else is refused before the server ever posts to it. */
const pushEndpointSchema = z.url({ protocol: /^https$/ });

export const deviceBodySchema = z
  .object({
    /** The push token: a native FCM/APNs token, or the Web Push subscription's endpoint URL. */
    token: z
      .string({ error: requiredWhenMissing })
      .trim()
      .min(1, { error: 'required', abort: true })
      .max(2048),
    name: optionalText(200),
    type: z.enum(DEVICE_TYPES, { error: requiredWhenMissing }),
    serial: optionalText(200),
    /** null when nobody is logged in; otherwise it must be the bearer token's client. */
    client_id: z.number().int().positive().max(MAX_ID).nullish().default(null),
    /** Web Push only: the subscription's encryption keys. */
    keys: pushKeysSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type !== WEB_DEVICE_TYPE) return;
    const endpoint = pushEndpointSchema.safeParse(body.token);
    for (const issue of endpoint.error?.issues ?? []) ctx.addIssue({ ...issue, path: ['token'] });
    if (!body.keys) ctx.addIssue({ code: 'custom', message: 'required', path: ['keys'] });
  });
export type DeviceBody = z.input<typeof deviceBodySchema>;

export const deviceSchema = z.object({
  id: z.number(),
  token: z.string(),
  name: z.string().nullable(),
  type: z.string(),
  serial: z.string().nullable(),
  client_id: z.number().nullable(),
  updated_at: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceAnswerSchema = z.object({ data: deviceSchema, message: z.string() });

export const vapidKeyAnswerSchema = z.object({ data: z.object({ public_key: z.string() }) });

/** What a push carries (spec §4): shown as title and body; a tap opens `/{route}` or `/{route}/{id}`. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  route: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
