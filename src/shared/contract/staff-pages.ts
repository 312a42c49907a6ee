import { z } from 'zod';
import { idParamSchema } from './content.ts';
import { emailSchema, requiredWhenMissing } from './fields.ts';
import {
  requiredText,
  sortSchema,
  staffDeletedAnswerSchema,
  staffListAnswer,
  staffListQuerySchema,
  staffOneAnswer,
  staffSavedAnswer,
} from './staff-taxonomy.ts';

/*
 * The back office's site pages and settings: the privacy terms, the contact details, the SEO texts
 * (one record each: GET, and PUT creating it when missing) and the social media entries (a list).
 * Rich text fields are HTML the server cleans with an allow-list before storing; PUT takes back what
 * GET answers under `data`, each field optional (missing = unchanged).
 */

export const PAGES_LIMITS = {
  title: 300,
  /** Rich text (HTML) before it is cleaned. */
  richText: 200_000,
  seoTitle: 200,
  seoText: 1000,
  phone: 40,
  link: 2000,
  socialTitle: 100,
} as const;

/** Hosts whose maps the contact page may frame (its Content-Security-Policy allows these only). */
export const MAP_HOSTS = ['www.google.com', 'maps.google.com', 'www.openstreetmap.org'] as const;

/** Icons the shop draws for a social network; another name would show a plain globe. */
export const SOCIAL_ICONS = [
  'facebook',
  'x',
  'twitter',
  'instagram',
  'youtube',
  'telegram',
  'whatsapp',
  'linkedin',
  'tiktok',
  'snapchat',
] as const;

/** Text that may be left empty. */
const optionalText = (max: number) => z.string().trim().max(max);

/** What a reader would see of some HTML: its text without tags and spaces (not a sanitiser). */
export const richTextIsBlank = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\s/g, '')
    .trim() === '';

/** Rich text that may be empty ('' when the editor is). */
const richText = () => z.string().max(PAGES_LIMITS.richText);
/** Rich text with something to read; missing or blank is 'required'. */
const requiredRichText = () =>
  z
    .string({ error: requiredWhenMissing })
    .max(PAGES_LIMITS.richText)
    .refine((html) => !richTextIsBlank(html), { error: 'required' });

const parsedUrl = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** An https address (no http, javascript:, data: or file:), with a host name. */
export const httpsLinkSchema = z
  .string({ error: requiredWhenMissing })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(PAGES_LIMITS.link)
  .refine(
    (text) => parsedUrl(text)?.protocol === 'https:' && /\.[a-z]{2,}$/i.test(parsedUrl(text)!.hostname),
    {
      error: 'https_link',
    },
  );

/** The contact page's map: '' (no map) or an https link on a host the page may frame. */
const mapLinkSchema = z
  .string()
  .trim()
  .max(PAGES_LIMITS.link)
  .refine(
    (text) => {
      if (text === '') return true;
      const url = parsedUrl(text);
      return url?.protocol === 'https:' && (MAP_HOSTS as readonly string[]).includes(url.hostname);
    },
    { error: 'map_link' },
  );

/** The QR code's address: '' (no code) or a web address; `https://` is assumed when it has no scheme. */
const qrLinkSchema = z
  .string()
  .trim()
  .max(PAGES_LIMITS.link)
  .refine(
    (text) => {
      if (text === '') return true;
      const url = parsedUrl(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
      return (url?.protocol === 'https:' || url?.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
    },
    { error: 'qr_link' },
  );

/** '' (none) or a phone number: digits with spaces, dashes, dots, brackets and a leading +. */
const phoneSchema = z
  .string()
  .trim()
  .max(PAGES_LIMITS.phone)
  .refine((text) => text === '' || (/^\+?[\d\s().-]+$/.test(text) && /^(\D*\d){6,20}\D*$/.test(text)), {
    error: 'phone',
  });

/** An e-mail address, or null; an empty field means none. */
const optionalEmailSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  emailSchema.nullable(),
);

/* ---------- privacy terms ---------- */

export const staffTermsSchema = z.object({
  title_ar: z.string(),
  title_en: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
});
export type StaffTerms = z.infer<typeof staffTermsSchema>;

export const staffTermsBodySchema = z.object({
  title_ar: requiredText(PAGES_LIMITS.title).optional(),
  title_en: optionalText(PAGES_LIMITS.title).optional(),
  description_ar: requiredRichText().optional(),
  description_en: richText().optional(),
});
export type StaffTermsBody = z.input<typeof staffTermsBodySchema>;
export type StaffTermsInput = z.output<typeof staffTermsBodySchema>;

export const staffTermsAnswerSchema = staffOneAnswer(staffTermsSchema);
export const staffTermsSavedSchema = staffSavedAnswer(staffTermsSchema);

/* ---------- contact details ---------- */

export const staffContactSchema = z.object({
  title_ar: z.string(),
  title_en: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  map_link: z.string(),
  qr_link: z.string(),
});
export type StaffContact = z.infer<typeof staffContactSchema>;

export const staffContactBodySchema = z.object({
  title_ar: requiredText(PAGES_LIMITS.title).optional(),
  title_en: optionalText(PAGES_LIMITS.title).optional(),
  description_ar: richText().optional(),
  description_en: richText().optional(),
  phone: phoneSchema.optional(),
  email: optionalEmailSchema.optional(),
  map_link: mapLinkSchema.optional(),
  qr_link: qrLinkSchema.optional(),
});
export type StaffContactBody = z.input<typeof staffContactBodySchema>;
export type StaffContactInput = z.output<typeof staffContactBodySchema>;

export const staffContactAnswerSchema = staffOneAnswer(staffContactSchema);
export const staffContactSavedSchema = staffSavedAnswer(staffContactSchema);

/* ---------- SEO texts (plain text: the page's title, meta description and keywords) ---------- */

export const staffSeoSchema = z.object({
  title_ar: z.string(),
  title_en: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  keywords_ar: z.string(),
  keywords_en: z.string(),
});
export type StaffSeo = z.infer<typeof staffSeoSchema>;

export const staffSeoBodySchema = z.object({
  title_ar: requiredText(PAGES_LIMITS.seoTitle).optional(),
  title_en: optionalText(PAGES_LIMITS.seoTitle).optional(),
  description_ar: optionalText(PAGES_LIMITS.seoText).optional(),
  description_en: optionalText(PAGES_LIMITS.seoText).optional(),
  keywords_ar: optionalText(PAGES_LIMITS.seoText).optional(),
  keywords_en: optionalText(PAGES_LIMITS.seoText).optional(),
});
export type StaffSeoBody = z.input<typeof staffSeoBodySchema>;
export type StaffSeoInput = z.output<typeof staffSeoBodySchema>;

export const staffSeoAnswerSchema = staffOneAnswer(staffSeoSchema);
export const staffSeoSavedSchema = staffSavedAnswer(staffSeoSchema);

/* ---------- social media entries ---------- */

export const socialMediaParamsSchema = z.object({ id: idParamSchema });

export const staffSocialMediaBodySchema = z.object({
  title: requiredText(PAGES_LIMITS.socialTitle),
  link: httpsLinkSchema,
  icon: z.enum(SOCIAL_ICONS, { error: 'social_icon' }),
  sort: sortSchema.optional(),
});
export const staffSocialMediaUpdateSchema = staffSocialMediaBodySchema.partial();
export type StaffSocialMediaBody = z.input<typeof staffSocialMediaBodySchema>;
export type StaffSocialMediaInput = z.output<typeof staffSocialMediaBodySchema>;

export const SOCIAL_MEDIA_SORTS = ['sort', 'title', 'id'] as const;
export const staffSocialMediaQuerySchema = staffListQuerySchema(SOCIAL_MEDIA_SORTS);
export type StaffSocialMediaQuery = z.output<typeof staffSocialMediaQuerySchema>;

export const staffSocialMediaSchema = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string(),
  icon: z.string(),
  sort: z.number(),
});
export type StaffSocialMedia = z.infer<typeof staffSocialMediaSchema>;

export const staffSocialMediaListSchema = staffListAnswer(staffSocialMediaSchema);
export const staffSocialMediaAnswerSchema = staffOneAnswer(staffSocialMediaSchema);
export const staffSocialMediaSavedSchema = staffSavedAnswer(staffSocialMediaSchema);
export const staffSocialMediaDeletedSchema = staffDeletedAnswerSchema;
