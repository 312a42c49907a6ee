-- Arabic-aware normalisation used by search: strips tashkeel (U+064B..U+0652), superscript alef
-- (U+0670) and tatweel (U+0640); folds alef forms (أ إ آ ٱ) to ا, ة to ه, ى to ي; lower-cases Latin.
-- IMMUTABLE so that it can feed generated columns and indexes; the API applies the same function to queries.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_normalize(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT lower(translate(regexp_replace(input, '[ً-ْٰـ]', '', 'g'), 'أإآٱةى', 'ااااهي'))
  $$;
