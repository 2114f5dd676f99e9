-- Issue #30 Part 3: the units on hand no longer move a product's version. Orders lower them all day, and a
-- back-office page open meanwhile would be refused (409) at its next save for a change it never made; the
-- page sends the count only when staff typed a new one (a count replaces, as the ERP's does).
CREATE OR REPLACE FUNCTION bump_product_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version AND ROW(NEW.sku, NEW.slug, NEW.title, NEW.description, NEW.category_id, NEW.images,
      NEW.price_cents, NEW.base_price_cents, NEW.price_range_from_cents, NEW.price_range_to_cents, NEW.is_on_sale,
      NEW.special_text, NEW.pack_size, NEW.is_active, NEW.stock_policy, NEW.low_stock_threshold, NEW.back_in_stock_on,
      NEW.min_order_qty, NEW.order_multiple, NEW.max_order_qty)
    IS DISTINCT FROM ROW(OLD.sku, OLD.slug, OLD.title, OLD.description, OLD.category_id, OLD.images,
      OLD.price_cents, OLD.base_price_cents, OLD.price_range_from_cents, OLD.price_range_to_cents, OLD.is_on_sale,
      OLD.special_text, OLD.pack_size, OLD.is_active, OLD.stock_policy, OLD.low_stock_threshold, OLD.back_in_stock_on,
      OLD.min_order_qty, OLD.order_multiple, OLD.max_order_qty) THEN
    NEW.version := OLD.version + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;
