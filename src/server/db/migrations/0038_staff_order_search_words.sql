-- Issue #26 item 8: the back office's order words found by their beginnings in a btree index alone
-- (schema/orders.ts orderSearchWords), instead of a trigram scan of every matching order's text and a
-- visit to each of those orders to sort and count them.
CREATE TABLE "order_search_words" (
	"word" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"order_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_search_words" ADD CONSTRAINT "order_search_words_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The words of an order's search text: each run between white space without its leading and trailing
-- ASCII punctuation, and each ending of it after punctuation inside it ('SKU-2-41' gives 'sku-2-41',
-- '2-41' and '41'; 'CS-100003' gives '100003'). Any character beyond ASCII counts as a letter, so the
-- rule is the same in every collation. staff-order-words.ts splits the words typed by the same rule.
CREATE FUNCTION order_search_words_of(search_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT DISTINCT substr(t.word, p.pos)
  FROM (SELECT regexp_replace(token, '^[!-/:-@\[-`{-~]+|[!-/:-@\[-`{-~]+$', '', 'g') AS word
        FROM regexp_split_to_table(lower(search_text), '\s+') AS token) t
  CROSS JOIN LATERAL generate_series(1, length(t.word)) AS p(pos)
  WHERE p.pos = 1 OR (substr(t.word, p.pos - 1, 1) ~ '[!-/:-@\[-`{-~]' AND substr(t.word, p.pos, 1) !~ '[!-/:-@\[-`{-~]')
$fn$;
--> statement-breakpoint
-- A placed order's words, made again whenever its search text is written (order_search_texts' triggers
-- write it in the transaction that writes the order or its lines, and only when it changes). An order
-- not yet placed (a card payment in progress) has none.
CREATE FUNCTION order_search_words_after_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_search_words WHERE order_id = NEW.order_id;
  INSERT INTO order_search_words (word, created_at, order_id)
    SELECT w, o.created_at, o.id FROM orders o CROSS JOIN LATERAL order_search_words_of(NEW.search_text) AS w
    WHERE o.id = NEW.order_id AND o.order_number IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_search_texts_words AFTER INSERT OR UPDATE OF search_text ON order_search_texts FOR EACH ROW EXECUTE FUNCTION order_search_words_after_text();
--> statement-breakpoint
CREATE FUNCTION order_search_words_after_created_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_search_words SET created_at = NEW.created_at WHERE order_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_search_words_created_at AFTER UPDATE OF created_at ON orders FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION order_search_words_after_created_at();
--> statement-breakpoint
INSERT INTO order_search_words (word, created_at, order_id)
  SELECT w, o.created_at, o.id FROM orders o JOIN order_search_texts s ON s.order_id = o.id CROSS JOIN LATERAL order_search_words_of(s.search_text) AS w
  WHERE o.order_number IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "order_search_words_word_idx" ON "order_search_words" USING btree ("word" text_pattern_ops,"created_at","order_id");--> statement-breakpoint
CREATE INDEX "order_search_words_order_idx" ON "order_search_words" USING btree ("order_id");--> statement-breakpoint
DROP INDEX "orders_placed_user_idx";--> statement-breakpoint
CREATE INDEX "orders_placed_user_idx" ON "orders" USING btree ("user_id","created_at","id") WHERE "orders"."order_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_placed_account_created_idx" ON "orders" USING btree ("account_id","created_at","id") WHERE "orders"."order_number" IS NOT NULL;
