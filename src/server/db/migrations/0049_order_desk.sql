-- Issue #30 Part 1: the desk's notes on an order (never shown to the buyer) and holds: an order on hold makes no fulfilment move until released.
CREATE TABLE "order_desk_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_by" text;--> statement-breakpoint
ALTER TABLE "order_desk_notes" ADD CONSTRAINT "order_desk_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_desk_notes_order_idx" ON "order_desk_notes" USING btree ("order_id","id");