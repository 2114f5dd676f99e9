-- Issue #30 Part 4: orders.taken_by_staff_id and taken_by_staff_email, the staff member who took an order for the account by phone (shown to staff and the buyer, audited).
ALTER TABLE "orders" ADD COLUMN "taken_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by_staff_email" text;
