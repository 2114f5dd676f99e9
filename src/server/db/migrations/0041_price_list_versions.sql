-- A list's version moves on in the same transaction as any change to its entries (issue #27): a process
-- keeps each list's entries under the version it read them at, so an account's lists and their versions
-- (one small read) say whether what it keeps is current, whoever wrote the entries and however.
CREATE FUNCTION bump_price_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE price_lists SET version = version + 1 WHERE id IN (SELECT list_id FROM new_entries);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE price_lists SET version = version + 1 WHERE id IN (SELECT list_id FROM old_entries);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE price_lists SET version = version + 1 WHERE id IN (SELECT list_id FROM new_entries UNION SELECT list_id FROM old_entries);
  ELSE
    UPDATE price_lists SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER price_list_entries_insert_version AFTER INSERT ON price_list_entries REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION bump_price_list_version();
--> statement-breakpoint
CREATE TRIGGER price_list_entries_update_version AFTER UPDATE ON price_list_entries REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION bump_price_list_version();
--> statement-breakpoint
CREATE TRIGGER price_list_entries_delete_version AFTER DELETE ON price_list_entries REFERENCING OLD TABLE AS old_entries FOR EACH STATEMENT EXECUTE FUNCTION bump_price_list_version();
--> statement-breakpoint
CREATE TRIGGER price_list_entries_truncate_version AFTER TRUNCATE ON price_list_entries FOR EACH STATEMENT EXECUTE FUNCTION bump_price_list_version();
