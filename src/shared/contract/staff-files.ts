import { z } from 'zod';
import { idParamSchema } from './content.ts';

/*
 * The back office's file uploads: a book's cover and full PDF, a news item's or a Kashkoul article's
 * picture and PDF, a link's picture. Each is a multipart/form-data POST with one file in the field
 * `file` and nothing else; the server decides what the file is by its content, never by its name or
 * declared type, and names what it stores itself.
 */

const MB = 1024 * 1024;

/** The largest file each kind of upload accepts. */
export const UPLOAD_LIMITS = { image: 10 * MB, pdf: 200 * MB } as const;
export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** What a file picker offers for each kind (the server still checks the content). */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
  pdf: 'application/pdf,.pdf',
};

/** What the new-book screen uploads before the book exists (decision 051). */
export const PENDING_UPLOAD_KINDS = ['cover', 'pdf'] as const;
export type PendingUploadKind = (typeof PENDING_UPLOAD_KINDS)[number];

export const fileUploadParamsSchema = z.object({ id: idParamSchema });

/* ---------- answers ---------- */

/** A resized copy of a cover: its media key (under /media), its width in pixels and its type. */
export const uploadedVariantSchema = z.object({
  key: z.string(),
  width: z.number(),
  type: z.enum(['image/webp', 'image/jpeg']),
});

/** A book's files as the console shows them; the PDF's key never leaves the server. */
export const bookFilesSchema = z.object({
  /** Media key of the cover's JPEG (under /media), or null. */
  image: z.string().nullable(),
  /** Its resized copies (WebP at several widths, and the JPEG); empty for a cover never resized. */
  image_variants: z.array(uploadedVariantSchema),
  has_pdf: z.boolean(),
});
export type BookFiles = z.infer<typeof bookFilesSchema>;

export const bookFilesAnswerSchema = z.object({ data: bookFilesSchema });

export const coverUploadAnswerSchema = z.object({
  data: bookFilesSchema.pick({ image: true, image_variants: true }),
  message: z.string(),
});

export const bookPdfUploadAnswerSchema = z.object({
  data: z.object({ has_pdf: z.literal(true), pages: z.number(), bytes: z.number() }),
  message: z.string(),
});

/** A news item's, Kashkoul article's or link's new picture: its media key (under /media). */
export const imageUploadAnswerSchema = z.object({
  data: z.object({ image: z.string() }),
  message: z.string(),
});

/** A news item's or Kashkoul article's new PDF: its media key (under /media; these PDFs are public). */
export const pdfUploadAnswerSchema = z.object({
  data: z.object({ pdf: z.string(), pages: z.number(), bytes: z.number() }),
  message: z.string(),
});

/** A file kept for the book being created: `upload_token` goes into `POST /staff/books` within a day. */
export const pendingUploadAnswerSchema = z.object({
  data: z.object({
    upload_token: z.string(),
    kind: z.enum(PENDING_UPLOAD_KINDS),
    expires_at: z.string(),
    /** A cover's media key (to show it on the form); a PDF's pages and size. */
    image: z.string().optional(),
    pages: z.number().optional(),
    bytes: z.number(),
  }),
  message: z.string(),
});
export type PendingUpload = z.infer<typeof pendingUploadAnswerSchema>['data'];
