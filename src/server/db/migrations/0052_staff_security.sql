-- Issue #30 Part 4, staff security: each staff member's sign-in history (kept 90 days), the address and browser of each back-office session, and the password resets an owner sends a member (only the link token's hash kept).
CREATE TABLE "staff_password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"result" text NOT NULL,
	CONSTRAINT "staff_sign_ins_result_check" CHECK ("staff_sign_ins"."result" in ('signed_in', 'signed_in_new_authenticator', 'signed_in_recovery_code', 'wrong_password', 'deactivated', 'wrong_code', 'code_reused', 'wrong_recovery_code', 'locked'))
);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "staff_password_resets" ADD CONSTRAINT "staff_password_resets_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_password_resets" ADD CONSTRAINT "staff_password_resets_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sign_ins" ADD CONSTRAINT "staff_sign_ins_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_password_resets_token_idx" ON "staff_password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_password_resets_staff_idx" ON "staff_password_resets" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_password_resets_expires_idx" ON "staff_password_resets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_sign_ins_staff_idx" ON "staff_sign_ins" USING btree ("staff_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_sign_ins_at_idx" ON "staff_sign_ins" USING btree ("at");