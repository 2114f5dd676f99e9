CREATE TABLE "fast_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fast_order_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"reference_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fast_order_items" ADD CONSTRAINT "fast_order_items_list_id_fast_order_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."fast_order_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fast_order_lists" ADD CONSTRAINT "fast_order_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fast_order_lists" ADD CONSTRAINT "fast_order_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fast_order_items_list_product_variant_idx" ON "fast_order_items" USING btree ("list_id","product_id","variant_id");--> statement-breakpoint
CREATE INDEX "fast_order_lists_account_idx" ON "fast_order_lists" USING btree ("account_id","id");