-- Issue #19: the back office keeps the catalogue and content; the merchant's ERP talks to the store.
-- Products carry a version (a stale save is a 409), stock on hand and when they last changed; accounts the
-- ERP's code; synced addresses are unique by code within their account; pictures live in media_files;
-- a checked CSV waits in catalogue_imports; the notice and the footer's pages become rows; API keys,
-- webhooks and their deliveries. Orders get the transaction that placed them, for the ERP's feed.
CREATE TABLE "catalogue_imports" (
	"token" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"valid_rows" integer NOT NULL,
	"invalid_rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_notice" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"text" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_notice_one_row" CHECK ("site_notice"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"event" text NOT NULL,
	"event_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "external_code" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_on_hand" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_xid" "xid8";
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","id");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_integration_code_idx" ON "addresses" USING btree ("account_id","integration_code") WHERE "addresses"."integration_code" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_feed_idx" ON "orders" USING btree ("placed_xid","id") WHERE "orders"."placed_xid" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_external_code_unique" UNIQUE("external_code");
--> statement-breakpoint
-- An order is placed when it gets its number (on account at once, by card once paid); the ERP's feed is
-- ordered by the placing transaction. Orders placed before this migration share its transaction.
UPDATE orders SET placed_xid = pg_current_xact_id() WHERE order_number IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION set_order_placed_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.order_number IS NOT NULL AND NEW.placed_xid IS NULL THEN
    NEW.placed_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_placed_xid BEFORE INSERT OR UPDATE OF order_number ON orders
  FOR EACH ROW EXECUTE FUNCTION set_order_placed_xid();
--> statement-breakpoint
-- Every change to what a product is (from the back office, the ERP or the CLI's import) moves its version
-- on, so a back-office save made from an older read is refused rather than overwriting it.
CREATE FUNCTION bump_product_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version AND ROW(NEW.sku, NEW.slug, NEW.title, NEW.description, NEW.category_id, NEW.images,
      NEW.price_cents, NEW.base_price_cents, NEW.price_range_from_cents, NEW.price_range_to_cents, NEW.is_on_sale,
      NEW.special_text, NEW.pack_size, NEW.is_active, NEW.stock_on_hand)
    IS DISTINCT FROM ROW(OLD.sku, OLD.slug, OLD.title, OLD.description, OLD.category_id, OLD.images,
      OLD.price_cents, OLD.base_price_cents, OLD.price_range_from_cents, OLD.price_range_to_cents, OLD.is_on_sale,
      OLD.special_text, OLD.pack_size, OLD.is_active, OLD.stock_on_hand) THEN
    NEW.version := OLD.version + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_version BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION bump_product_version();
--> statement-breakpoint
-- The category tree (and the header's nav links) is cached in every process: a change tells them at commit.
CREATE FUNCTION notify_category_tree_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('store_category_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_change_notice AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_category_tree_changed();
--> statement-breakpoint
CREATE TRIGGER nav_items_change_notice AFTER INSERT OR UPDATE OR DELETE ON nav_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_category_tree_changed();
--> statement-breakpoint
INSERT INTO site_notice (id, text, is_enabled) VALUES (1,
  '**Delivery times:** orders placed before 1pm ship the same day; 1–2 working days to the North Island, 2–3 to the South Island. [Delivery details](/delivery-returns)',
  true);
