-- Issue #30 Part 5: the reports' summary by month and a row a day: a year by day, week or month reads 365 rows, by account, product or category its whole months' rows and its other days'; a change to a day deletes its month's mark with the day's, under the month's shared lock as the day's (a month is rolled under both exclusively).
CREATE TABLE "report_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"units" bigint NOT NULL,
	"goods_cents" bigint NOT NULL,
	"freight_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL,
	"freight_orders" integer NOT NULL,
	"freight_gst_numerator" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_monthly_categories" (
	"month" date NOT NULL,
	"category_id" integer,
	"orders" integer NOT NULL,
	"units" bigint NOT NULL,
	"goods_cents" bigint NOT NULL,
	"gst_numerator" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_monthly_lines" (
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"units" bigint NOT NULL,
	"goods_cents" bigint NOT NULL,
	"gst_numerator" bigint NOT NULL,
	"latest_line_id" integer NOT NULL,
	CONSTRAINT "report_monthly_lines_month_product_id_pk" PRIMARY KEY("month","product_id")
);
--> statement-breakpoint
CREATE TABLE "report_monthly_sales" (
	"month" date NOT NULL,
	"account_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"units" bigint NOT NULL,
	"goods_cents" bigint NOT NULL,
	"freight_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL,
	CONSTRAINT "report_monthly_sales_month_account_id_pk" PRIMARY KEY("month","account_id")
);
--> statement-breakpoint
CREATE TABLE "report_months" (
	"month" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_monthly_categories_month_idx" ON "report_monthly_categories" USING btree ("month");--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_day_unroll(changed_day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('report-day'), changed_day - DATE '2000-01-01');
  PERFORM pg_advisory_xact_lock_shared(hashtext('report-month'), date_trunc('month', changed_day)::date - DATE '2000-01-01');
  DELETE FROM report_days WHERE day = changed_day;
  DELETE FROM report_months WHERE month = date_trunc('month', changed_day)::date;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_days_after_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('report-categories'), 0);
  DELETE FROM report_days WHERE day IN (SELECT l.day FROM report_daily_lines l WHERE l.product_id = OLD.id);
  DELETE FROM report_months WHERE month IN (SELECT date_trunc('month', l.day)::date FROM report_daily_lines l WHERE l.product_id = OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The days rolled before: their row over every account.
INSERT INTO report_daily_totals (day, orders, units, goods_cents, freight_cents, gst_cents, freight_orders, freight_gst_numerator)
  SELECT d.day, coalesce(sum(s.orders), 0), coalesce(sum(s.units), 0), coalesce(sum(s.goods_cents), 0), coalesce(sum(s.freight_cents), 0), coalesce(sum(s.gst_cents), 0),
         coalesce(sum(s.freight_orders), 0), coalesce(sum(s.freight_gst_numerator), 0)
  FROM report_days d LEFT JOIN report_daily_sales s ON s.day = d.day GROUP BY d.day;
