ALTER TABLE "products" ADD COLUMN "min_order_qty" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "order_multiple" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_order_qty" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_order_qty_check" CHECK ((min_order_qty IS NULL OR min_order_qty >= 1) AND (order_multiple IS NULL OR order_multiple >= 1) AND (max_order_qty IS NULL OR max_order_qty >= 1));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_order_multiple_check" CHECK (order_multiple IS NULL OR max_order_qty IS NULL OR max_order_qty % order_multiple = 0);