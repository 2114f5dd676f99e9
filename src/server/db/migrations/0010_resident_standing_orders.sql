CREATE TABLE "resident_standing_order_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"run_on" date NOT NULL,
	"status" text NOT NULL,
	"action" text NOT NULL,
	"days" integer NOT NULL,
	"user_id" integer,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resident_standing_orders" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"weeks" integer NOT NULL,
	"weekday" integer NOT NULL,
	"action" text NOT NULL,
	"location" text DEFAULT 'all' NOT NULL,
	"next_run_on" date NOT NULL,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resident_standing_order_runs" ADD CONSTRAINT "resident_standing_order_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_standing_order_runs" ADD CONSTRAINT "resident_standing_order_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_standing_orders" ADD CONSTRAINT "resident_standing_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_standing_orders" ADD CONSTRAINT "resident_standing_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resident_standing_order_runs_account_day_idx" ON "resident_standing_order_runs" USING btree ("account_id","run_on");