-- Issue #19: a statement that changes more than 500 products (a CSV import of 3,000 prices, an ERP batch)
-- sends their ids in notices of 500 (a notice holds at most 8,000 bytes) instead of "all", which made
-- every process rebuild its whole search index for each import. Past 5,000 a rebuild is still cheaper.
CREATE OR REPLACE FUNCTION notify_catalogue_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  chunk_start integer := 1;
BEGIN
  IF TG_TABLE_NAME = 'variant_matrices' AND TG_OP = 'DELETE' THEN
    SELECT array_agg(product_id) INTO ids FROM (SELECT product_id FROM old_rows LIMIT 5001) changed;
  ELSIF TG_TABLE_NAME = 'variant_matrices' THEN
    SELECT array_agg(product_id) INTO ids FROM (SELECT product_id FROM new_rows LIMIT 5001) changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO ids FROM (SELECT id FROM old_rows LIMIT 5001) changed;
  ELSE
    SELECT array_agg(id) INTO ids FROM (SELECT id FROM new_rows LIMIT 5001) changed;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 5000 THEN
    PERFORM pg_notify('store_catalogue_changes', '{"all":true}');
    RETURN NULL;
  END IF;
  WHILE chunk_start <= cardinality(ids) LOOP
    PERFORM pg_notify('store_catalogue_changes', json_build_object('ids', ids[chunk_start:chunk_start + 499])::text);
    chunk_start := chunk_start + 500;
  END LOOP;
  RETURN NULL;
END $$;
