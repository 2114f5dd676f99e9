-- Issue #17 Part 3: a placed order's fulfilment beside its payment status, moved by staff, with the history
-- of each move. Orders placed before start 'new'; an order never placed keeps 'new' and is never listed.
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_email" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"carrier" text,
	"tracking_ref" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_claim" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_placed_created_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."order_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_placed_fulfilment_created_idx" ON "orders" USING btree ("fulfilment_status","created_at","id") WHERE "orders"."order_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_placed_total_idx" ON "orders" USING btree ("total_cents","id") WHERE "orders"."order_number" IS NOT NULL;