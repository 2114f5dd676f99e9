CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"post_codes" jsonb NOT NULL,
	"weekdays" jsonb NOT NULL,
	"cutoff_time" text NOT NULL,
	"cutoff_days_before" integer NOT NULL,
	"lead_days" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"freight_cents" integer NOT NULL,
	"free_over_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_numbers_check" CHECK ("delivery_zones"."cutoff_days_before" >= 0 AND "delivery_zones"."lead_days" >= 0 AND "delivery_zones"."freight_cents" >= 0 AND "delivery_zones"."free_over_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_default_idx" ON "delivery_zones" USING btree ("is_default") WHERE "delivery_zones"."is_default";--> statement-breakpoint
CREATE INDEX "orders_placed_delivery_idx" ON "orders" USING btree ("delivery_date","id") WHERE "orders"."order_number" IS NOT NULL;--> statement-breakpoint
-- The zone every post code falls to until the merchant sets zones: weekdays, order by 2 pm the day before, no freight.
INSERT INTO "delivery_zones" ("name", "post_codes", "weekdays", "cutoff_time", "cutoff_days_before", "lead_days", "is_default", "freight_cents")
  VALUES ('Standard delivery', '[]', '[1,2,3,4,5]', '14:00', 1, 1, true, 0);--> statement-breakpoint
-- New Zealand's national public holidays, 2026–2028, as observed (kernel/nz-holidays.ts).
INSERT INTO "public_holidays" ("date", "name") VALUES
  ('2026-01-01', 'New Year''s Day'),
  ('2026-01-02', 'Day after New Year''s Day'),
  ('2026-02-06', 'Waitangi Day'),
  ('2026-04-03', 'Good Friday'),
  ('2026-04-06', 'Easter Monday'),
  ('2026-04-27', 'ANZAC Day (observed)'),
  ('2026-06-01', 'King''s Birthday'),
  ('2026-07-10', 'Matariki'),
  ('2026-10-26', 'Labour Day'),
  ('2026-12-25', 'Christmas Day'),
  ('2026-12-28', 'Boxing Day (observed)'),
  ('2027-01-01', 'New Year''s Day'),
  ('2027-01-04', 'Day after New Year''s Day (observed)'),
  ('2027-02-08', 'Waitangi Day (observed)'),
  ('2027-03-26', 'Good Friday'),
  ('2027-03-29', 'Easter Monday'),
  ('2027-04-26', 'ANZAC Day (observed)'),
  ('2027-06-07', 'King''s Birthday'),
  ('2027-06-25', 'Matariki'),
  ('2027-10-25', 'Labour Day'),
  ('2027-12-27', 'Christmas Day (observed)'),
  ('2027-12-28', 'Boxing Day (observed)'),
  ('2028-01-03', 'New Year''s Day (observed)'),
  ('2028-01-04', 'Day after New Year''s Day (observed)'),
  ('2028-02-07', 'Waitangi Day (observed)'),
  ('2028-04-14', 'Good Friday'),
  ('2028-04-17', 'Easter Monday'),
  ('2028-04-25', 'ANZAC Day'),
  ('2028-06-05', 'King''s Birthday'),
  ('2028-07-14', 'Matariki'),
  ('2028-10-23', 'Labour Day'),
  ('2028-12-25', 'Christmas Day'),
  ('2028-12-26', 'Boxing Day');
