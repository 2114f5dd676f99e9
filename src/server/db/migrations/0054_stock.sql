-- Issue #30 Part 3: stock. Each product gains its stock policy (allow_backorder, or stop when out), its own low-stock threshold and the day the ERP expects more.
ALTER TABLE "products" ADD COLUMN "stock_policy" text DEFAULT 'allow_backorder' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "back_in_stock_on" date;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_policy_check" CHECK (stock_policy IN ('allow_backorder', 'stop'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_check" CHECK (low_stock_threshold IS NULL OR low_stock_threshold >= 0);