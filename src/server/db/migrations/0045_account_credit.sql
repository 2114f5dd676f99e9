ALTER TABLE "accounts" ADD COLUMN "credit_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "credit_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue #28: a credit limit is money, never below nothing (the API refuses one too).
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_credit_limit_not_negative" CHECK ("credit_limit_cents" IS NULL OR "credit_limit_cents" >= 0);
