import { z } from 'zod';

/*
 * A reader's copy of their data and their marketing consent (decision 085): the answers of My
 * profile's "My data" section, and the one-tap withdrawal a marketing mail links to.
 */

/** Where a consent change came from (as the privacy module's table keeps it). */
export const consentSourceSchema = z.enum(['register', 'profile', 'mail_link', 'newsletter', 'staff']);

const consentChangeSchema = z.object({
  granted: z.boolean(),
  source: consentSourceSchema,
  recorded_at: z.string(),
});
export type ConsentChange = z.infer<typeof consentChangeSchema>;

/** The current answer (not granted until the reader says yes) and every change, newest first. */
export const consentsSchema = z.object({
  marketing: z.object({
    granted: z.boolean(),
    source: consentSourceSchema.nullable(),
    recorded_at: z.string().nullable(),
  }),
  history: z.array(consentChangeSchema),
});
export type Consents = z.infer<typeof consentsSchema>;

export const consentsAnswerSchema = z.object({ data: consentsSchema });
export const consentSavedAnswerSchema = z.object({ data: consentsSchema, message: z.string() });
export const marketingConsentBodySchema = z.object({ granted: z.boolean() });
export const consentTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const consentWithdrawnAnswerSchema = z.object({ message: z.string() });

/* ---------- the copy of the reader's data ---------- */

const at = z.string();
const maybeAt = z.string().nullable();
/** An amount as kept (integer minor units of its order's currency) and as a reader reads it. */
const moneySchema = z.object({ cents: z.number().int(), formatted: z.string() });

const addressSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  mobile: z.string(),
  email: z.string(),
});

const giftSchema = z.object({
  order_id: z.number(),
  book_id: z.number(),
  book_title: z.string(),
  state: z.string(),
  created_at: at,
  send_at: maybeAt,
  sent_at: maybeAt,
  claimed_at: maybeAt,
});

export const dataExportSchema = z.object({
  generated_at: at,
  language: z.enum(['ar', 'en']),
  profile: z.object({
    name: z.string(),
    email: z.string(),
    date_of_birth: z.string().nullable(),
    address: z.string(),
    mobile: z.string(),
    mobile_country: z.string().nullable(),
    /** The country the reader buys from (ISO code), whose tax their PDFs pay; null until named. */
    country: z.string().nullable(),
    language: z.enum(['ar', 'en']),
    active: z.boolean(),
    created_at: at,
    deactivation_requested_at: maybeAt,
  }),
  sessions: z.array(
    z.object({
      signed_in_at: at,
      last_seen_at: maybeAt,
      expires_at: at,
      revoked_at: maybeAt,
      user_agent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      number: z.string(),
      status: z.string(),
      placed_at: at,
      paid_at: maybeAt,
      is_hard_copy: z.boolean(),
      is_gift: z.boolean(),
      subtotal: moneySchema,
      discount: moneySchema,
      coupon_code: z.string().nullable(),
      shipping: moneySchema,
      cod_fee: moneySchema,
      tax: moneySchema,
      total: moneySchema,
      note: z.string().nullable(),
      carrier: z.string().nullable(),
      tracking_number: z.string().nullable(),
      lines: z.array(
        z.object({
          book_id: z.number(),
          book_title: z.string(),
          is_hard_copy: z.boolean(),
          quantity: z.number(),
          unit_price: moneySchema,
          total_price: moneySchema,
        }),
      ),
      addresses: z.object({ shipping: addressSchema, billing: addressSchema }).nullable(),
    }),
  ),
  invoices: z.array(
    z.object({
      number: z.string(),
      kind: z.string(),
      order_number: z.string(),
      issued_at: at,
      total: moneySchema,
      tax: moneySchema,
      net: moneySchema,
    }),
  ),
  gifts: z.object({
    given: z.array(
      giftSchema.extend({
        recipient_name: z.string(),
        recipient_email: z.string(),
        message: z.string().nullable(),
      }),
    ),
    received: z.array(giftSchema),
  }),
  reading_places: z.array(
    z.object({
      book_id: z.number(),
      book_title: z.string(),
      page: z.number(),
      pages: z.number(),
      updated_at: at,
    }),
  ),
  consents: consentsSchema,
  messages: z.array(
    z.object({
      sent_at: at,
      name: z.string(),
      message: z.string(),
      replies: z.array(z.object({ sent_at: at, subject: z.string(), body: z.string() })),
    }),
  ),
  newsletter: z.object({ subscribed_at: at, confirmed_at: maybeAt, unsubscribed_at: maybeAt }).nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportQuerySchema = z.object({ lang: z.enum(['ar', 'en']).optional() });
