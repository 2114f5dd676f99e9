-- Issue #30 Part 5: the reports' summary by New Zealand day (schema/reports.ts), kept true by triggers: any change to a day's orders or lines, or to a sold product's category, deletes that day's 'rolled' mark in its own transaction, and the reports read a day without one live.
CREATE TABLE "report_daily_categories" (
	"day" date NOT NULL,
	"category_id" integer,
	"orders" integer NOT NULL,
	"units" bigint NOT NULL,
	"goods_cents" bigint NOT NULL,
	"gst_numerator" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_daily_lines" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"units" bigint NOT NULL,
	"goods_cents" bigint NOT NULL,
	"gst_numerator" bigint NOT NULL,
	"latest_line_id" integer NOT NULL,
	CONSTRAINT "report_daily_lines_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "report_daily_sales" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"units" bigint NOT NULL,
	"goods_cents" bigint NOT NULL,
	"freight_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL,
	"freight_orders" integer NOT NULL,
	"freight_gst_numerator" bigint NOT NULL,
	CONSTRAINT "report_daily_sales_day_account_id_pk" PRIMARY KEY("day","account_id")
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_daily_categories_day_idx" ON "report_daily_categories" USING btree ("day");--> statement-breakpoint
CREATE INDEX "report_daily_lines_product_idx" ON "report_daily_lines" USING btree ("product_id","day");--> statement-breakpoint
-- Un-rolls a New Zealand day: deletes its mark (none for today, so placing an order deletes nothing and
-- locks no row). The shared lock is the roll's exclusive one (report-days.repo.ts): a roll of the day
-- waits for this change to commit, so it reads it; a change that comes while a roll works waits for it to
-- commit, then its DELETE (a statement of its own, so a new snapshot under READ COMMITTED, as every
-- writer of the store runs) finds the mark that roll wrote. Changes never wait for each other.
CREATE FUNCTION report_day_unroll(changed_day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('report-day'), changed_day - DATE '2000-01-01');
  DELETE FROM report_days WHERE day = changed_day;
END $$;
--> statement-breakpoint
-- An order's day or days: where it was and where it is (its time moved, it was deleted or placed).
CREATE FUNCTION report_days_after_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_day_unroll((OLD.created_at AT TIME ZONE 'Pacific/Auckland')::date);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (OLD.created_at AT TIME ZONE 'Pacific/Auckland')::date <> (NEW.created_at AT TIME ZONE 'Pacific/Auckland')::date) THEN
    PERFORM report_day_unroll((NEW.created_at AT TIME ZONE 'Pacific/Auckland')::date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_report_days_insert_delete AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION report_days_after_order();
--> statement-breakpoint
-- Only what the reports sum: whether it is a sale (placed: a number; not cancelled), its day, account and
-- amounts. A fulfilment move between new, processing, dispatched and delivered runs nothing.
CREATE TRIGGER orders_report_days_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.order_number IS NOT NULL AND OLD.fulfilment_status <> 'cancelled') IS DISTINCT FROM (NEW.order_number IS NOT NULL AND NEW.fulfilment_status <> 'cancelled')
    OR (OLD.created_at, OLD.account_id, OLD.sub_total_cents, OLD.tax_total_cents, OLD.shipping_cents, OLD.is_tax_inclusive, OLD.tax_rate_basis_points)
       IS DISTINCT FROM (NEW.created_at, NEW.account_id, NEW.sub_total_cents, NEW.tax_total_cents, NEW.shipping_cents, NEW.is_tax_inclusive, NEW.tax_rate_basis_points))
  EXECUTE FUNCTION report_days_after_order();
--> statement-breakpoint
-- A line's order's day, whatever the order's status (a status changing meanwhile un-rolls it too). A line
-- deleted with its order finds no order: the order's own trigger un-rolls its day.
CREATE FUNCTION report_days_after_order_line() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_day date;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    FOR order_day IN SELECT (o.created_at AT TIME ZONE 'Pacific/Auckland')::date FROM orders o WHERE o.id = OLD.order_id LOOP
      PERFORM report_day_unroll(order_day);
    END LOOP;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.order_id <> OLD.order_id) THEN
    FOR order_day IN SELECT (o.created_at AT TIME ZONE 'Pacific/Auckland')::date FROM orders o WHERE o.id = NEW.order_id LOOP
      PERFORM report_day_unroll(order_day);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_lines_report_days_insert_delete AFTER INSERT OR DELETE ON order_lines FOR EACH ROW EXECUTE FUNCTION report_days_after_order_line();
--> statement-breakpoint
-- What the reports sum of a line (its sku and title are read live from the product's latest line; shipped_qty is not summed).
CREATE TRIGGER order_lines_report_days_update AFTER UPDATE ON order_lines FOR EACH ROW
  WHEN ((OLD.order_id, OLD.product_id, OLD.qty, OLD.line_total_cents) IS DISTINCT FROM (NEW.order_id, NEW.product_id, NEW.qty, NEW.line_total_cents))
  EXECUTE FUNCTION report_days_after_order_line();
--> statement-breakpoint
-- The category report groups by a product's category now: a product moved or deleted un-rolls the days it
-- was sold in. Its shared lock is the roll's exclusive 'report-categories' one, as for a day above.
CREATE FUNCTION report_days_after_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('report-categories'), 0);
  DELETE FROM report_days WHERE day IN (SELECT l.day FROM report_daily_lines l WHERE l.product_id = OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_report_days_update AFTER UPDATE ON products FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id) EXECUTE FUNCTION report_days_after_product();
--> statement-breakpoint
CREATE TRIGGER products_report_days_delete AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION report_days_after_product();
