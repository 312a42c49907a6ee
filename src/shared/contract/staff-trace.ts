import { z } from 'zod';

/*
 * Tracing a leaked copy (decision 059): staff give a suspect PDF, or a passage pasted from one, and the
 * shop answers whose copy it was, from the code written invisibly into every copy it sells.
 */

/** The longest passage staff may paste. */
export const TRACE_TEXT_MAX = 20_000;

/** A pasted passage, sent as JSON; a suspect PDF comes instead as multipart/form-data in `file`. */
export const traceTextBodySchema = z.object({
  text: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(TRACE_TEXT_MAX),
});
/** The route's body: the passage as JSON, or none at all (the multipart upload, which Fastify gives as null). */
export const traceBodySchema = traceTextBodySchema.nullish();

export const COPY_KINDS = ['download', 'reader'] as const;

/** One copy the shop made: whom for, from which order, which book, when and from which address. */
export const tracedCopySchema = z.object({
  code: z.string(),
  kind: z.enum(COPY_KINDS),
  client_id: z.number(),
  client_name: z.string(),
  client_email: z.string(),
  /** Null once the order was deleted. */
  order_id: z.number().nullable(),
  book_id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  created_at: z.string(),
  ip: z.string().nullable(),
});
export type TracedCopy = z.output<typeof tracedCopySchema>;

export const traceAnswerSchema = z.object({
  data: z.discriminatedUnion('found', [
    z.object({ found: z.literal(true), copy: tracedCopySchema }),
    z.object({ found: z.literal(false) }),
  ]),
  /** Whom the copy was made for, or that no copy matched. */
  message: z.string(),
});
