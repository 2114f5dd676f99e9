ALTER TABLE "trade_applications" ADD COLUMN "billing_suburb" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD COLUMN "shipping_suburb" text DEFAULT '' NOT NULL;