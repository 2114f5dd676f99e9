-- Issue #26 item 20: each checkout country's ISO 3166-1 alpha-2 code, for the ERP's order feed.
ALTER TABLE "countries" ADD COLUMN "code" text;
--> statement-breakpoint
UPDATE "countries" SET "code" = v.code FROM (VALUES
	(155, 'NZ'), (13, 'AU'), (51, 'CK'), (71, 'FJ'), (183, 'WS'), (212, 'TO'), (225, 'GB'), (226, 'US')
) AS v(id, code) WHERE "countries"."id" = v.id;
