-- Issue #30 Part 3 (staff): the day each low-stock e-mail was queued (once per New Zealand day), two partial indexes for the 'Low stock' filter, and the product version moving on when the stock policy, threshold or back-in-stock day (and, missed until now, the order-quantity rules) change (so a stale back-office save is refused, not reverting the ERP's).
CREATE TABLE "low_stock_mail_days" (
	"store_day" date PRIMARY KEY NOT NULL,
	"product_count" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_low_stock_default_idx" ON "products" USING btree ("stock_on_hand") WHERE stock_on_hand IS NOT NULL AND low_stock_threshold IS NULL;--> statement-breakpoint
CREATE INDEX "products_low_stock_own_idx" ON "products" USING btree ((stock_on_hand - low_stock_threshold)) WHERE stock_on_hand IS NOT NULL AND low_stock_threshold IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_product_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version AND ROW(NEW.sku, NEW.slug, NEW.title, NEW.description, NEW.category_id, NEW.images,
      NEW.price_cents, NEW.base_price_cents, NEW.price_range_from_cents, NEW.price_range_to_cents, NEW.is_on_sale,
      NEW.special_text, NEW.pack_size, NEW.is_active, NEW.stock_on_hand, NEW.stock_policy, NEW.low_stock_threshold, NEW.back_in_stock_on,
      NEW.min_order_qty, NEW.order_multiple, NEW.max_order_qty)
    IS DISTINCT FROM ROW(OLD.sku, OLD.slug, OLD.title, OLD.description, OLD.category_id, OLD.images,
      OLD.price_cents, OLD.base_price_cents, OLD.price_range_from_cents, OLD.price_range_to_cents, OLD.is_on_sale,
      OLD.special_text, OLD.pack_size, OLD.is_active, OLD.stock_on_hand, OLD.stock_policy, OLD.low_stock_threshold, OLD.back_in_stock_on,
      OLD.min_order_qty, OLD.order_multiple, OLD.max_order_qty) THEN
    NEW.version := OLD.version + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;
