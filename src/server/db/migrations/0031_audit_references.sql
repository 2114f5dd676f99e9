-- Issue #26 item 9: the audit log names each record as staff know it (`reference`: order number, account
-- number, SKU, category path, key name…), its actor column is named for what it holds (a staff e-mail,
-- 'api-key:<name>' or the e-mail a failed sign-in typed), and its words are searched through an index.
ALTER TABLE "audit_log" RENAME COLUMN "actor_email" TO "actor";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reference" text;--> statement-breakpoint
-- Rows written before get the reference their record still gives, found by joins (null where none is
-- left). The table refuses UPDATE (migration 0021's trigger): it is set aside for these statements only,
-- inside this migration's one transaction, whose lock keeps every other writer waiting until it is back.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
UPDATE "audit_log" a SET "reference" = o."order_number" FROM "orders" o WHERE a."entity" = 'order' AND a."entity_id" = o."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "reference" = c."account_number" FROM "accounts" c WHERE a."entity" = 'account' AND a."action" <> 'account.sync' AND a."entity_id" = c."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "reference" = p."sku" FROM "products" p WHERE a."entity" = 'product' AND a."action" <> 'product.sync' AND a."entity_id" = p."id"::text;--> statement-breakpoint
-- An ERP batch names its records: the SKUs (keys of `after`), or the account numbers in it, 20 at most.
UPDATE "audit_log" a SET "reference" = (
  SELECT string_agg(k.ref, ', ' ORDER BY k.ref) FILTER (WHERE k.n <= 20) || CASE WHEN count(*) > 20 THEN ' and ' || to_char(count(*) - 20, 'FM999,999,999') || ' more' ELSE '' END
  FROM (SELECT r.ref, row_number() OVER (ORDER BY r.ref) AS n
        FROM (SELECT CASE WHEN a."action" = 'product.sync' THEN e.key ELSE e.value ->> 'account_number' END AS ref
              FROM jsonb_each(a."after") e WHERE a."action" = 'product.sync' OR jsonb_typeof(e.value) = 'object') r
        WHERE r.ref IS NOT NULL) k
) WHERE a."action" IN ('product.sync', 'account.sync') AND a."after" IS NOT NULL;--> statement-breakpoint
UPDATE "audit_log" a SET "reference" = c."path" FROM "categories" c WHERE a."entity" = 'category' AND a."entity_id" = c."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "reference" = s."email" FROM "staff_members" s WHERE a."entity" = 'staff' AND a."entity_id" = s."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "reference" = concat_ws(' · ', a."after" ->> 'account_number', t."company_name") FROM "trade_applications" t WHERE a."entity" = 'application' AND a."entity_id" = t."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "reference" = concat_ws(' · ', c."account_number", ad."integration_code")
  FROM "address_change_requests" r JOIN "accounts" c ON c."id" = r."account_id" JOIN "addresses" ad ON ad."id" = r."address_id"
  WHERE a."entity" = 'address_request' AND a."entity_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "reference" = k."name" FROM "api_keys" k WHERE a."entity" = 'api_key' AND a."entity_id" = k."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "reference" = w."url" FROM "webhooks" w WHERE a."entity" = 'webhook' AND a."entity_id" = w."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "reference" = p."title" FROM "content_pages" p WHERE a."entity" = 'content_page' AND a."entity_id" = p."slug";--> statement-breakpoint
-- Testimonials and logos may be deleted since: their title is in the entry itself.
UPDATE "audit_log" a SET "reference" = coalesce(a."after" ->> 'title', a."before" ->> 'title') WHERE a."entity" IN ('testimonial', 'customer_logo');--> statement-breakpoint
UPDATE "audit_log" a SET "reference" = a."after" ->> 'file_name' WHERE a."entity" = 'catalogue_import';--> statement-breakpoint
UPDATE "audit_log" a SET "reference" = 'Site notice' WHERE a."entity" = 'notice';--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
CREATE INDEX "audit_log_search_idx" ON "audit_log" USING gin (("action" || ' ' || "entity_id" || ' ' || "actor" || ' ' || coalesce("reference", '') || ' ' || coalesce("before"::text, '') || ' ' || coalesce("after"::text, '')) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING gin ("actor" gin_trgm_ops) WITH (fastupdate=false);
