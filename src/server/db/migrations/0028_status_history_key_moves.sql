-- Issue #19: a fulfilment move made with the ERP's API key has no staff member (its email names the key).
ALTER TABLE "order_status_history" ALTER COLUMN "staff_id" DROP NOT NULL;
--> statement-breakpoint
UPDATE "order_status_history" SET "staff_id" = NULL WHERE "staff_id" = 0;
