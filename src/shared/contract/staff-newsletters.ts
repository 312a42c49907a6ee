import { z } from 'zod';
import { idParamSchema } from './content.ts';
import { requiredWhenMissing } from './fields.ts';
import type { StaffRole } from './staff.ts';
import { richTextIsBlank } from './staff-pages.ts';
import {
  requiredText,
  staffListAnswer,
  staffListQuerySchema,
  staffOneAnswer,
  staffSavedAnswer,
} from './staff-taxonomy.ts';

/*
 * The newsletter in the back office: the subscribers (double opt-in: only confirmed addresses that
 * did not unsubscribe receive it) and the newsletters written in Arabic and English and sent to them.
 */

/**
 * The newsletter is marketing, part of the shop's content: admins and editors write it and see who
 * receives it. The orders role answers single readers (the contact inbox), not the whole list.
 */
export const NEWSLETTER_ROLES: readonly StaffRole[] = ['admin', 'editor'];

export const NEWSLETTER_LIMITS = { subject: 200, body: 200_000 } as const;
export const SUBSCRIBER_STATES = ['confirmed', 'unconfirmed', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
export const NEWSLETTER_STATUSES = ['draft', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `search` looks in the e-mail address. */
export const staffSubscribersQuerySchema = staffListQuerySchema(['date'] as const).extend({
  state: z.preprocess(blankAsMissing, z.enum(SUBSCRIBER_STATES).optional()),
});
export type StaffSubscribersQuery = z.output<typeof staffSubscribersQuerySchema>;

export const staffNewslettersQuerySchema = staffListQuerySchema(['date'] as const);
export type StaffNewslettersQuery = z.output<typeof staffNewslettersQuerySchema>;

export const idParamsSchema = z.object({ id: idParamSchema });

const requiredRichText = () =>
  z
    .string({ error: requiredWhenMissing })
    .max(NEWSLETTER_LIMITS.body)
    .refine((html) => !richTextIsBlank(html), { error: 'required' });

/** A newsletter as written: a subject and rich text (cleaned by the server) in each language. */
export const newsletterBodySchema = z.object({
  subject_ar: requiredText(NEWSLETTER_LIMITS.subject),
  subject_en: requiredText(NEWSLETTER_LIMITS.subject),
  body_ar: requiredRichText(),
  body_en: requiredRichText(),
});
export type NewsletterBody = z.input<typeof newsletterBodySchema>;

/** The one-click unsubscribe and the confirmation links carry the token in the query. */
export const subscriberTokenQuerySchema = z.object({
  token: z.string({ error: requiredWhenMissing }).trim().min(1, { error: 'required' }).max(200),
});

/* ---------- answers ---------- */

export const staffSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  language: z.enum(['ar', 'en']),
  state: z.enum(SUBSCRIBER_STATES),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffSubscriber = z.infer<typeof staffSubscriberSchema>;

export const staffSubscribersAnswerSchema = staffListAnswer(staffSubscriberSchema).extend({
  /** Confirmed addresses that did not unsubscribe: who a newsletter sent now would reach. */
  audience: z.number(),
});

export const staffNewsletterSchema = z.object({
  id: z.number(),
  subject_ar: z.string(),
  subject_en: z.string(),
  body_ar: z.string(),
  body_en: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  /** Mails written so far (all of them once sent). */
  recipients: z.number(),
  queued_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffNewsletter = z.infer<typeof staffNewsletterSchema>;

export const staffNewsletterRowSchema = staffNewsletterSchema.omit({ body_ar: true, body_en: true });
export type StaffNewsletterRow = z.infer<typeof staffNewsletterRowSchema>;

export const staffNewslettersAnswerSchema = staffListAnswer(staffNewsletterRowSchema);
export const staffNewsletterAnswerSchema = staffOneAnswer(staffNewsletterSchema).extend({
  /** Who would receive it if sent now. */
  audience: z.number(),
});
export const staffNewsletterSavedSchema = staffSavedAnswer(staffNewsletterSchema);

export const unsubscribeAnswerSchema = z.object({ message: z.string() });
