CREATE TABLE "order_number_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" bigint NOT NULL,
	CONSTRAINT "order_number_counter_one_row" CHECK ("order_number_counter"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_reference_unique" UNIQUE("payment_reference");--> statement-breakpoint
-- Issue #16 item 5: an order number is given only to an order that is placed (on account, or paid by
-- card), from this counter, in the transaction that places it: a declined card attempt no longer
-- uses one up. Numbers go on after the highest given so far; orders already numbered keep theirs.
INSERT INTO "order_number_counter" ("id", "last_number")
SELECT 1, greatest(100000, coalesce(max(substring("order_number" FROM '^CS-(\d+)$')::bigint), 100000)) FROM "orders";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "order_number_seq";
--> statement-breakpoint
-- A card order's own reference while its payment is in progress ('PAY-100001'); gaps here mean nothing.
CREATE SEQUENCE "payment_reference_seq" AS bigint START WITH 100001 MINVALUE 100001;
--> statement-breakpoint
UPDATE "orders" o SET "payment_reference" = 'PAY-' || (100000 + r.position)
FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS position FROM "orders" WHERE "payment_method" = 'card') r
WHERE o."id" = r."id";
--> statement-breakpoint
SELECT setval('payment_reference_seq', greatest(100001, 100000 + count(*)), count(*) > 0) FROM "orders" WHERE "payment_method" = 'card';
