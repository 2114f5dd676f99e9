-- Issue #16 item 25: one line per resident, order time and product. Lines stored twice before (a save
-- sent twice) are merged first: a line that repeats another to the quantity is the same save stored
-- again and goes; what is left of a product at one order time becomes one line (the first saved) with
-- the quantities added up (at most 9,999 a day), so what a resident uses a day stays what it was.
DELETE FROM "resident_lines" l USING "resident_lines" k
WHERE k."resident_id" = l."resident_id" AND k."order_time_id" = l."order_time_id" AND k."product_id" = l."product_id" AND k."qty" = l."qty" AND k."id" < l."id";
--> statement-breakpoint
UPDATE "resident_lines" l SET "qty" = least(s."qty", 9999), "updated_at" = now()
FROM (
  SELECT min("id") AS "id", sum("qty") AS "qty" FROM "resident_lines"
  GROUP BY "resident_id", "order_time_id", "product_id" HAVING count(*) > 1
) s
WHERE l."id" = s."id";
--> statement-breakpoint
DELETE FROM "resident_lines" l USING "resident_lines" k
WHERE k."resident_id" = l."resident_id" AND k."order_time_id" = l."order_time_id" AND k."product_id" = l."product_id" AND k."id" < l."id";
--> statement-breakpoint
CREATE UNIQUE INDEX "resident_lines_identity_idx" ON "resident_lines" USING btree ("resident_id","order_time_id","product_id");
