-- btree_gin: a GIN index over the account id and the search text's trigrams together (issue #16 item 2).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE TABLE "order_search_texts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_search_texts" ADD CONSTRAINT "order_search_texts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_search_texts_account_idx" ON "order_search_texts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "order_search_texts_account_text_idx" ON "order_search_texts" USING gin ("account_id","search_text" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- The order history's search text of each order (issue #16 item 2): its number, its PO number, then each
-- line's title and SKU, one per line. Made when the order's lines are written (in the statement that
-- writes the order: an order always has lines) and rebuilt when its number changes, in that transaction.
CREATE FUNCTION refresh_order_search_texts(order_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_search_texts AS s (order_id, account_id, search_text)
  SELECT o.id, o.account_id,
         concat_ws(E'\n', coalesce(o.order_number, ''), coalesce(o.shipping_info->>'purchase_order_no', ''),
                   (SELECT string_agg(l.title || E'\n' || l.sku, E'\n' ORDER BY l.id) FROM order_lines l WHERE l.order_id = o.id))
  FROM orders o
  WHERE o.id = ANY(order_ids)
  ON CONFLICT (order_id) DO UPDATE SET search_text = EXCLUDED.search_text WHERE s.search_text IS DISTINCT FROM EXCLUDED.search_text;
$$;
--> statement-breakpoint
CREATE FUNCTION order_search_texts_after_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_search_texts(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_search_texts_after_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_search_texts(ARRAY(SELECT DISTINCT order_id FROM changed_lines));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a change to what the text holds: a status or payment change does not fire it.
CREATE TRIGGER orders_search_text_update AFTER UPDATE OF order_number, shipping_info ON orders FOR EACH ROW
  WHEN (OLD.order_number IS DISTINCT FROM NEW.order_number OR OLD.shipping_info->>'purchase_order_no' IS DISTINCT FROM NEW.shipping_info->>'purchase_order_no')
  EXECUTE FUNCTION order_search_texts_after_order_change();
--> statement-breakpoint
CREATE TRIGGER order_lines_search_text_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION order_search_texts_after_lines();
--> statement-breakpoint
CREATE TRIGGER order_lines_search_text_update AFTER UPDATE ON order_lines REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION order_search_texts_after_lines();
--> statement-breakpoint
CREATE TRIGGER order_lines_search_text_delete AFTER DELETE ON order_lines REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION order_search_texts_after_lines();
--> statement-breakpoint
SELECT refresh_order_search_texts(ARRAY(SELECT id FROM orders));
