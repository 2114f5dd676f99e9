CREATE TABLE "credit_note_number_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" bigint NOT NULL,
	CONSTRAINT "credit_note_number_counter_one_row" CHECK ("credit_note_number_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_number" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"sub_total_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "credit_notes_credit_note_number_unique" UNIQUE("credit_note_number"),
	CONSTRAINT "credit_notes_totals" CHECK ("credit_notes"."total_cents" = "credit_notes"."sub_total_cents" + "credit_notes"."gst_cents" AND "credit_notes"."total_cents" > 0 AND "credit_notes"."gst_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_account_issued_idx" ON "credit_notes" USING btree ("account_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Numbers start at CN-000001; the counter moves on inside the issuing transaction (no gaps, issue #28).
INSERT INTO "credit_note_number_counter" ("id", "last_number") VALUES (1, 0);--> statement-breakpoint
-- A credit note never changes (issue #28): correct one with another.
CREATE FUNCTION credit_notes_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit notes are never changed or removed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER credit_notes_no_update_or_delete BEFORE UPDATE OR DELETE ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION credit_notes_never_change();--> statement-breakpoint
CREATE TRIGGER credit_notes_no_truncate BEFORE TRUNCATE ON "credit_notes" FOR EACH STATEMENT EXECUTE FUNCTION credit_notes_never_change();
