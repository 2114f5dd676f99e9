-- Issue #30 Part 5: the reports' summary by day, lines added or deleted un-roll their orders' days once a statement (an order's lines go in one statement), not once a line: 0058's trigger cost a lock and a lookup a line.
DROP TRIGGER order_lines_report_days_insert_delete ON order_lines;
--> statement-breakpoint
CREATE FUNCTION report_days_after_order_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_day_unroll(d.day) FROM (SELECT DISTINCT (o.created_at AT TIME ZONE 'Pacific/Auckland')::date AS day FROM changed_lines x JOIN orders o ON o.id = x.order_id) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_lines_report_days_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION report_days_after_order_lines();
--> statement-breakpoint
CREATE TRIGGER order_lines_report_days_delete AFTER DELETE ON order_lines REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION report_days_after_order_lines();
