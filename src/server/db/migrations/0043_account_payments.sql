CREATE TABLE "account_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "account_payments_account_reference" UNIQUE("account_id","reference"),
	CONSTRAINT "account_payments_amount" CHECK ("account_payments"."amount_cents" > 0),
	CONSTRAINT "account_payments_source" CHECK ("account_payments"."source" IN ('staff', 'erp'))
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id"),
	CONSTRAINT "payment_allocations_amount" CHECK ("payment_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_account_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."account_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_payments_account_paid_idx" ON "account_payments" USING btree ("account_id","paid_on","id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
-- A payment and its allocations never change (issue #28 Part 2): the ledger is derived from them, so a
-- row once written stays as it was, whatever code runs.
CREATE FUNCTION account_payments_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payments and their allocations are never changed or removed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER account_payments_no_update_or_delete BEFORE UPDATE OR DELETE ON "account_payments" FOR EACH ROW EXECUTE FUNCTION account_payments_never_change();--> statement-breakpoint
CREATE TRIGGER account_payments_no_truncate BEFORE TRUNCATE ON "account_payments" FOR EACH STATEMENT EXECUTE FUNCTION account_payments_never_change();--> statement-breakpoint
CREATE TRIGGER payment_allocations_no_update_or_delete BEFORE UPDATE OR DELETE ON "payment_allocations" FOR EACH ROW EXECUTE FUNCTION account_payments_never_change();--> statement-breakpoint
CREATE TRIGGER payment_allocations_no_truncate BEFORE TRUNCATE ON "payment_allocations" FOR EACH STATEMENT EXECUTE FUNCTION account_payments_never_change();
