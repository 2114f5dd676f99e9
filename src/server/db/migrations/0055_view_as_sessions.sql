-- Issue #30 Part 4: view_as_sessions, the single-use links and read-only storefront sessions of staff viewing as a customer, so each start, end and refused write is known.
CREATE TABLE "view_as_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"link_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"session_hash" text,
	"started_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "view_as_sessions_link_hash_unique" UNIQUE("link_hash"),
	CONSTRAINT "view_as_sessions_session_hash_unique" UNIQUE("session_hash"),
	CONSTRAINT "view_as_sessions_end_reason_check" CHECK ("view_as_sessions"."end_reason" in ('ended', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "view_as_sessions" ADD CONSTRAINT "view_as_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_as_sessions" ADD CONSTRAINT "view_as_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_as_sessions" ADD CONSTRAINT "view_as_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "view_as_sessions_account_idx" ON "view_as_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "view_as_sessions_open_idx" ON "view_as_sessions" USING btree ("expires_at") WHERE "view_as_sessions"."ended_at" is null and "view_as_sessions"."started_at" is not null;