import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { idParamSchema } from './content.ts';
import { requiredWhenMissing } from './fields.ts';
import {
  requiredText,
  sortSchema,
  staffListAnswer,
  staffListQuerySchema,
  staffOneAnswer,
  staffSavedAnswer,
} from './staff-taxonomy.ts';

/*
 * The back office's news (akhbar), Kashkoul articles, link types and links. The pictures and PDFs are
 * uploaded on routes of their own (`POST /staff/news/{id}/image` …); here they are read-only keys.
 */

export const CONTENT_LIMITS = {
  title: 300,
  /** Rich text (HTML) of a description, before it is cleaned. */
  description: 200_000,
  issueNumber: 1_000_000,
  linkName: 200,
  link: 2000,
} as const;

export const contentParamsSchema = z.object({ id: idParamSchema });

/** A calendar date, YYYY-MM-DD, that exists. */
const dateSchema = z.iso.date();

/** Text that may be left empty (the shop shows the Arabic one then). */
const optionalText = (max: number) => z.string().trim().max(max);

/* ---------- news and Kashkoul ---------- */

/**
 * A news item or a Kashkoul article as created. Descriptions are rich text, cleaned by the server
 * with an allow-list before they are stored. PUT takes the same fields, each optional.
 */
export const staffArticleBodySchema = z.object({
  title_ar: requiredText(CONTENT_LIMITS.title),
  title_en: optionalText(CONTENT_LIMITS.title).optional(),
  description_ar: z.string().max(CONTENT_LIMITS.description).optional(),
  description_en: z.string().max(CONTENT_LIMITS.description).optional(),
  article_date: z
    .string({ error: requiredWhenMissing })
    .trim()
    .min(1, { error: 'required', abort: true })
    .pipe(dateSchema),
  issue_number: z.number().int().min(1).max(CONTENT_LIMITS.issueNumber).nullable().optional(),
});
export const staffArticleUpdateSchema = staffArticleBodySchema.partial();
export type StaffArticleBody = z.input<typeof staffArticleBodySchema>;
export type StaffArticleInput = z.output<typeof staffArticleBodySchema>;

export const ARTICLE_SORTS = ['date', 'title', 'issue', 'id'] as const;
export const staffArticlesQuerySchema = staffListQuerySchema(ARTICLE_SORTS).extend({
  issue_number: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number<string>().int().min(1).max(CONTENT_LIMITS.issueNumber).optional(),
  ),
});
export type StaffArticlesQuery = z.output<typeof staffArticlesQuerySchema>;

export const staffArticleSchema = z.object({
  id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  /** YYYY-MM-DD. */
  article_date: z.string(),
  issue_number: z.number().nullable(),
  /** Media key of the picture (under /media), or null; set by its upload route. */
  image: z.string().nullable(),
  /** Media key of the PDF (under /media), or null; set by its upload route. */
  pdf: z.string().nullable(),
});
export type StaffArticle = z.infer<typeof staffArticleSchema>;

export const staffArticlesAnswerSchema = staffListAnswer(staffArticleSchema);
export const staffArticleAnswerSchema = staffOneAnswer(staffArticleSchema);
export const staffArticleSavedSchema = staffSavedAnswer(staffArticleSchema);

/* ---------- link types and links ---------- */

export const staffLinkTypeBodySchema = z.object({
  title_ar: requiredText(CONTENT_LIMITS.linkName),
  title_en: requiredText(CONTENT_LIMITS.linkName),
  sort: sortSchema.optional(),
});
export const staffLinkTypeUpdateSchema = staffLinkTypeBodySchema.partial();

export const LINK_TYPE_SORTS = ['sort', 'title', 'links', 'id'] as const;
export const staffLinkTypesQuerySchema = staffListQuerySchema(LINK_TYPE_SORTS);
export type StaffLinkTypesQuery = z.output<typeof staffLinkTypesQuerySchema>;

export const staffLinkTypeSchema = z.object({
  id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  sort: z.number(),
  /** Links of this type: it may be deleted only at 0. */
  links_count: z.number(),
});
export type StaffLinkType = z.infer<typeof staffLinkTypeSchema>;

export const staffLinkTypesAnswerSchema = staffListAnswer(staffLinkTypeSchema);
export const staffLinkTypeAnswerSchema = staffOneAnswer(staffLinkTypeSchema);
export const staffLinkTypeSavedSchema = staffSavedAnswer(staffLinkTypeSchema);

/** A web address the shop may link to: http or https only (no javascript:, data: or file:). */
export const webLinkSchema = z
  .string({ error: requiredWhenMissing })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(CONTENT_LIMITS.link)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'web_link' }));

export const staffLinkBodySchema = z.object({
  link_type_id: z.number({ error: requiredWhenMissing }).int().positive().max(MAX_ID),
  name_ar: requiredText(CONTENT_LIMITS.linkName),
  name_en: requiredText(CONTENT_LIMITS.linkName),
  link: webLinkSchema,
});
export const staffLinkUpdateSchema = staffLinkBodySchema.partial();
export type StaffLinkBody = z.input<typeof staffLinkBodySchema>;

export const LINK_SORTS = ['name', 'type', 'id'] as const;
export const staffLinksQuerySchema = staffListQuerySchema(LINK_SORTS).extend({
  link_type_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number<string>().int().positive().max(MAX_ID).optional(),
  ),
});
export type StaffLinksQuery = z.output<typeof staffLinksQuerySchema>;

export const staffLinkSchema = z.object({
  id: z.number(),
  link_type_id: z.number(),
  link_type_title_ar: z.string(),
  link_type_title_en: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  link: z.string(),
  /** Media key of the picture (under /media), or null; set by its upload route. */
  image: z.string().nullable(),
});
export type StaffLink = z.infer<typeof staffLinkSchema>;

export const staffLinksAnswerSchema = staffListAnswer(staffLinkSchema);
export const staffLinkAnswerSchema = staffOneAnswer(staffLinkSchema);
export const staffLinkSavedSchema = staffSavedAnswer(staffLinkSchema);
