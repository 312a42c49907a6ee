ALTER TABLE "books" ADD COLUMN "sample_key" text;--> statement-breakpoint
ALTER TABLE "book_downloads" ADD COLUMN "copy_key" text;--> statement-breakpoint
UPDATE "books" SET "sample_key" = 'samples/' || "id" || '-' || left(encode(sha256(convert_to("pdf_file" || '|' || coalesce("sample_first_page"::text, '') || '|' || coalesce("sample_last_page"::text, ''), 'UTF8')), 'hex'), 16) || '.pdf' WHERE "pdf_file" IS NOT NULL;--> statement-breakpoint
UPDATE "book_downloads" AS d SET "copy_key" = 'copies/reader/' || d."client_id" || '/' || d."book_id" || '-' || left(encode(sha256(convert_to(b."pdf_file", 'UTF8')), 'hex'), 16) || '.pdf' FROM "books" AS b WHERE b."id" = d."book_id" AND d."kind" = 'reader' AND b."pdf_file" IS NOT NULL;
