-- Issue #26 item 11: the names an approved application gave, to fill in its manager's invitation form.
ALTER TABLE "account_invitations" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;