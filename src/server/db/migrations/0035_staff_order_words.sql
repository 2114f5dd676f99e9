-- Issue #26 item 8: the back office's order words also match a buyer's e-mail (trigram index on users.email,
-- as migration 0031 does for the audit log), through that buyer's placed orders; a line's SKU and title are
-- matched through order_search_texts' trigram index (migration 0018).
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_placed_user_idx" ON "orders" USING btree ("user_id") WHERE "orders"."order_number" IS NOT NULL;