CREATE TABLE "customer_group_members" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "price_list_accounts" (
	"list_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "price_list_accounts_list_id_account_id_pk" PRIMARY KEY("list_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "price_list_category_rules" (
	"list_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"percent_off_basis_points" integer NOT NULL,
	CONSTRAINT "price_list_category_rules_list_id_category_id_pk" PRIMARY KEY("list_id","category_id"),
	CONSTRAINT "price_list_category_rules_percent_check" CHECK ("price_list_category_rules"."percent_off_basis_points" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "price_list_entries" (
	"list_id" integer NOT NULL,
	"sku" text NOT NULL,
	"min_qty" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "price_list_entries_list_id_sku_min_qty_pk" PRIMARY KEY("list_id","sku","min_qty"),
	CONSTRAINT "price_list_entries_min_qty_check" CHECK ("price_list_entries"."min_qty" >= 1),
	CONSTRAINT "price_list_entries_price_check" CHECK ("price_list_entries"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_list_groups" (
	"list_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "price_list_groups_list_id_group_id_pk" PRIMARY KEY("list_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_code_unique" UNIQUE("code"),
	CONSTRAINT "price_lists_dates_check" CHECK ("price_lists"."valid_to" IS NULL OR "price_lists"."valid_from" IS NULL OR "price_lists"."valid_to" >= "price_lists"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_accounts" ADD CONSTRAINT "price_list_accounts_list_id_price_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_accounts" ADD CONSTRAINT "price_list_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_category_rules" ADD CONSTRAINT "price_list_category_rules_list_id_price_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_category_rules" ADD CONSTRAINT "price_list_category_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_entries" ADD CONSTRAINT "price_list_entries_list_id_price_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_groups" ADD CONSTRAINT "price_list_groups_list_id_price_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_groups" ADD CONSTRAINT "price_list_groups_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_group_members_group_idx" ON "customer_group_members" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "price_list_accounts_account_idx" ON "price_list_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "price_list_entries_sku_idx" ON "price_list_entries" USING btree ("sku","list_id");--> statement-breakpoint
CREATE INDEX "price_list_groups_group_idx" ON "price_list_groups" USING btree ("group_id");--> statement-breakpoint
-- Every process drops what it keeps of contract prices when any of these tables changes (issue #27 Part 2):
-- one notice per statement, sent at commit, so a buyer's next request sees the change.
CREATE FUNCTION notify_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('store_price_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_group_members_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customer_group_members FOR EACH STATEMENT EXECUTE FUNCTION notify_price_change();
--> statement-breakpoint
CREATE TRIGGER price_lists_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_lists FOR EACH STATEMENT EXECUTE FUNCTION notify_price_change();
--> statement-breakpoint
CREATE TRIGGER price_list_entries_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_entries FOR EACH STATEMENT EXECUTE FUNCTION notify_price_change();
--> statement-breakpoint
CREATE TRIGGER price_list_category_rules_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_category_rules FOR EACH STATEMENT EXECUTE FUNCTION notify_price_change();
--> statement-breakpoint
CREATE TRIGGER price_list_accounts_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_accounts FOR EACH STATEMENT EXECUTE FUNCTION notify_price_change();
--> statement-breakpoint
CREATE TRIGGER price_list_groups_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_groups FOR EACH STATEMENT EXECUTE FUNCTION notify_price_change();
