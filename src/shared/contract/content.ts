import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { pageQuerySchema, paginationMetaSchema } from '../pagination.ts';
import { emailSchema, localizedText, requiredWhenMissing } from './fields.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';

export { emailSchema } from './fields.ts';

/* Inputs and answers of the page frame's calls: social media, contact, links, SEO, terms,
 * subscribe, contact messages, countries and payment types. */

/** A positive integer id from a path or query string; a missing one reads as required. */
export const idParamSchema = z
  .string({ error: requiredWhenMissing })
  .pipe(z.coerce.number<string>().int().positive().max(MAX_ID));

/** Trimmed text: missing or blank is 'required'; `max` guards the stored size. */
const requiredText = (max: number) =>
  z.string({ error: requiredWhenMissing }).trim().min(1, { error: 'required', abort: true }).max(max);

/* ---------- inputs ---------- */

export const contactParamsSchema = z.object({ id: idParamSchema });

export const linksQuerySchema = z.object({ link_type_id: idParamSchema });

export const subscribeBodySchema = z.object({ email: emailSchema });
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

export const MESSAGE_LIMITS = { name: 120, message: 5000 } as const;

export const messageBodySchema = z.object({
  name: requiredText(MESSAGE_LIMITS.name),
  email: emailSchema,
  message: requiredText(MESSAGE_LIMITS.message),
});
export type MessageBody = z.input<typeof messageBodySchema>;

/* ---------- answers ---------- */

const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const socialMediaSchema = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string(),
  icon: z.string(),
});
export type SocialMedia = z.infer<typeof socialMediaSchema>;
export const socialMediasAnswerSchema = list(socialMediaSchema);

export const contactInfoSchema = z.object({
  id: z.number(),
  ...localizedText('title'),
  ...localizedText('description'),
  map_link: z.string(),
  qr_link: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
export const contactInfoAnswerSchema = one(contactInfoSchema);

export const linkTypeSchema = z.object({ id: z.number(), title_ar: z.string(), title_en: z.string() });
export type LinkType = z.infer<typeof linkTypeSchema>;
export const linkTypesAnswerSchema = list(linkTypeSchema);

export const fileRefSchema = z.object({ file_name: z.string() });

export const linkItemSchema = z.object({
  id: z.number(),
  ...localizedText('name'),
  link: z.string(),
  link_type_id: z.number(),
  link_type_title_ar: z.string(),
  link_type_title_en: z.string(),
  files: z.object({ columns: z.object({ image: z.array(fileRefSchema) }) }),
});
export type LinkItem = z.infer<typeof linkItemSchema>;
export const linksAnswerSchema = list(linkItemSchema);

export const seoSchema = z.object({
  ...localizedText('title'),
  ...localizedText('description'),
  ...localizedText('keywords'),
});
export type Seo = z.infer<typeof seoSchema>;
export const seoAnswerSchema = one(seoSchema);

export const termsSchema = z.object({ ...localizedText('title'), ...localizedText('description') });
export type Terms = z.infer<typeof termsSchema>;
export const termsAnswerSchema = one(termsSchema);

export const subscribeAnswerSchema = z.object({
  data: z.object({ email: z.string() }),
  message: z.string(),
  /** Present (true) when the address was subscribed before; nothing new was stored. */
  already: z.literal(true).optional(),
});

export const messageAnswerSchema = z.object({ data: z.object({ id: z.number() }), message: z.string() });

export const countrySchema = z.object({
  id: z.number(),
  code: z.string(),
  ...localizedText('name'),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesAnswerSchema = list(countrySchema);

export const paymentTypeSchema = z.object({
  id: z.number(),
  ...localizedText('title'),
  hard_copy_only: z.boolean(),
  /** Paid to the courier: offered only where the shipping zone of the address takes it. */
  cash_on_delivery: z.boolean(),
  /** True for the card while the shop's provider is the sandbox: no money moves. */
  sandbox: z.boolean(),
  /** True for the card when the provider also gives a reference to pay at an outlet (Fawry). */
  vouchers: z.boolean(),
  /** False for the card when the provider has no card page, only references (Fawry). */
  card_page: z.boolean(),
  /** The methods the card's page takes (mada, Apple Pay, KNET…), for the buyer to choose; empty for others. */
  methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;
export const paymentTypesAnswerSchema = list(paymentTypeSchema);

/* ---------- news (akhbar) and Kashkoul articles ---------- */

/** `page` or `pagination=1` answers `{data, meta}`; otherwise `per_page` (10 by default) newest items. */
export const articlesQuerySchema = pageQuerySchema;
export type ArticlesQuery = z.infer<typeof articlesQuerySchema>;

export const articleParamsSchema = z.object({ id: idParamSchema });

const articleFilesSchema = z.array(fileRefSchema);

/** A news item or Kashkoul article; `files` carries both spellings of spec §3. */
export const articleSchema = z.object({
  id: z.number(),
  ...localizedText('title'),
  ...localizedText('description'),
  /** ISO date, YYYY-MM-DD. */
  article_date: z.string(),
  issue_number: z.number().nullable(),
  files: z.object({
    image: articleFilesSchema,
    pdf: articleFilesSchema,
    columns: z.object({ image: articleFilesSchema, pdf: articleFilesSchema }),
  }),
});
export type Article = z.infer<typeof articleSchema>;
export const articlesAnswerSchema = z.object({
  data: z.array(articleSchema),
  meta: paginationMetaSchema.optional(),
});
export const articleAnswerSchema = one(articleSchema);
