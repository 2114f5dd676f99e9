CREATE TABLE "account_budgets" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"monthly_total_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_budgets_total_check" CHECK ("account_budgets"."monthly_total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "account_category_budgets" (
	"account_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"monthly_amount_cents" integer NOT NULL,
	CONSTRAINT "account_category_budgets_account_id_category_id_pk" PRIMARY KEY("account_id","category_id"),
	CONSTRAINT "account_category_budgets_amount_check" CHECK ("account_category_budgets"."monthly_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"lines" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"shipping_info" jsonb NOT NULL,
	"billing_info" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"decline_reason" text,
	"order_id" integer,
	CONSTRAINT "approval_requests_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'approved', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "approval_requests_payment_check" CHECK ("approval_requests"."payment_method" in ('account', 'card'))
);
--> statement-breakpoint
ALTER TABLE "account_users" ADD COLUMN "order_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "account_users" ADD COLUMN "monthly_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "account_budgets" ADD CONSTRAINT "account_budgets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_category_budgets" ADD CONSTRAINT "account_category_budgets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_category_budgets" ADD CONSTRAINT "account_category_budgets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_account_idx" ON "approval_requests" USING btree ("account_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_requests_pending_expiry_idx" ON "approval_requests" USING btree ("expires_at") WHERE "approval_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_limits_check" CHECK ("account_users"."order_limit_cents" >= 0 AND "account_users"."monthly_limit_cents" >= 0);