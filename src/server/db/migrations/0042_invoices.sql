CREATE TABLE "invoice_number_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" bigint NOT NULL,
	CONSTRAINT "invoice_number_counter_one_row" CHECK ("invoice_number_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date,
	"is_paid_by_card" boolean NOT NULL,
	"sub_total_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_totals" CHECK ("invoices"."total_cents" = "invoices"."sub_total_cents" + "invoices"."gst_cents" AND "invoices"."sub_total_cents" >= 0 AND "invoices"."gst_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "accounts_email" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_account_issued_idx" ON "invoices" USING btree ("account_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Numbers start at INV-000001; the counter moves on inside the issuing transaction, so a rolled-back
-- issue gives its number back and numbers have no gaps (issue #28).
INSERT INTO "invoice_number_counter" ("id", "last_number") VALUES (1, 0);--> statement-breakpoint
-- An invoice never changes (issue #28): whatever code runs, a row once written stays as it was.
CREATE FUNCTION invoices_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoices are never changed or removed: issue a credit note';
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_no_update_or_delete BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION invoices_never_change();--> statement-breakpoint
CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION invoices_never_change();
