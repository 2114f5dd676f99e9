-- Issue #17 Part 4: a declined trade application keeps the reason given (e-mailed to the applicant); an
-- address change request is open until staff apply or decline it (requests made before this are open).
ALTER TABLE "address_change_requests" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD COLUMN "decline_reason" text;--> statement-breakpoint
CREATE INDEX "address_change_requests_status_idx" ON "address_change_requests" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD CONSTRAINT "address_change_requests_status_check" CHECK ("address_change_requests"."status" in ('open', 'applied', 'declined'));