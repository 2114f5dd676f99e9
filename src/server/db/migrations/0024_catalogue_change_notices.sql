-- Issue #18: every process keeps a search index of the products in memory. The transaction that changes
-- products tells them which (NOTIFY is delivered when it commits, in commit order): one notice per
-- statement with the changed ids, or "all" when a statement changed more than fit in one notice.
CREATE FUNCTION notify_catalogue_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO ids FROM (SELECT id FROM old_rows LIMIT 501) changed;
  ELSE
    SELECT array_agg(id) INTO ids FROM (SELECT id FROM new_rows LIMIT 501) changed;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 500 THEN
    PERFORM pg_notify('store_catalogue_changes', '{"all":true}');
  ELSE
    PERFORM pg_notify('store_catalogue_changes', json_build_object('ids', ids)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_change_notice_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_change_notice_update AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_change_notice_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_products_changed();
--> statement-breakpoint
-- The PostgreSQL search engine ranks an exact SKU or a SKU prefix first, compared without case or
-- punctuation ('glv nit' is 'GLV-NIT'): this index finds them without reading every product.
CREATE INDEX products_sku_key_idx ON products ((lower(regexp_replace(sku, '[^[:alnum:]]', '', 'g'))) text_pattern_ops);
