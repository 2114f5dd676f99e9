ALTER TABLE "products" ADD COLUMN "pack_size" integer;--> statement-breakpoint
-- Existing rows by the rule of domains/catalogue/pack-size.ts (spec §3/§9: the number after the last '-'
-- in the title; 0 is none). New rows get it from the catalogue writer. pack-size.test.ts runs this
-- statement against the function on both databases.
UPDATE "products" SET "pack_size" = NULLIF(substring("title" from '-\s*(\d{1,7})\s*$')::integer, 0)
WHERE "title" ~ '-\s*\d{1,7}\s*$';
