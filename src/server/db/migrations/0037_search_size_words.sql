-- Issue #26 item 23: a title's sizes as words of its own (search/size-words.ts holds the same rule in TypeScript).
CREATE OR REPLACE FUNCTION search_size_words(title text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(string_agg(word, ' '), '') FROM (
    SELECT CASE WHEN d[3] IS NULL THEN translate(d[1], '.', 'p') || 'x' || translate(d[2], '.', 'p') || ' ' || translate(d[2], '.', 'p') || 'x' || translate(d[1], '.', 'p')
      ELSE translate(d[1], '.', 'p') || 'x' || translate(d[2], '.', 'p') || 'x' || translate(d[3], '.', 'p') || ' ' || translate(d[1], '.', 'p') || 'x' || translate(d[2], '.', 'p') END AS word
    FROM regexp_matches(lower(coalesce(title, '')), '(?<![[:alnum:].])([[:digit:]]+(?:\.[[:digit:]]+)?)\s*(?:mm|cm|m)?\s*[x×*]\s*([[:digit:]]+(?:\.[[:digit:]]+)?)(?:\s*(?:mm|cm|m)?\s*[x×*]\s*([[:digit:]]+(?:\.[[:digit:]]+)?))?(?:\s*(?:mm|cm|m))?(?![[:alnum:]])', 'g') AS d
    UNION ALL
    SELECT translate(m[1], '.', 'p') || coalesce(m[2], m[3])
    FROM regexp_matches(lower(coalesce(title, '')), '(?<![[:alnum:].])([[:digit:]]+(?:\.[[:digit:]]+)?)(?:\s*(mm|cm|ml|kg|mg)|(m|l|g))(?![[:alnum:]])', 'g') AS m
  ) AS sizes
$fn$;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate(coalesce(title, ''), '-/', '  ')), 'A') || setweight(to_tsvector('simple', translate(coalesce(title, ''), '-/', '  ')), 'A') || setweight(to_tsvector('simple', translate(coalesce(sku, ''), '-_./', '    ')), 'A') || setweight(to_tsvector('simple', search_size_words(title)), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
