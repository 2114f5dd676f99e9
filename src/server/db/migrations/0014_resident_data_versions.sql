CREATE TABLE "resident_data_versions" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION bump_resident_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  owner integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'resident_lines' THEN
    SELECT account_id INTO owner FROM residents WHERE id = changed.resident_id;
  ELSE
    owner := changed.account_id;
  END IF;
  IF owner IS NOT NULL THEN
    INSERT INTO resident_data_versions AS v (account_id) VALUES (owner)
    ON CONFLICT (account_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER residents_data_version AFTER INSERT OR UPDATE OR DELETE ON residents FOR EACH ROW EXECUTE FUNCTION bump_resident_data_version();
--> statement-breakpoint
CREATE TRIGGER resident_lines_data_version AFTER INSERT OR UPDATE OR DELETE ON resident_lines FOR EACH ROW EXECUTE FUNCTION bump_resident_data_version();
--> statement-breakpoint
CREATE TRIGGER resident_order_times_data_version AFTER INSERT OR UPDATE OR DELETE ON resident_order_times FOR EACH ROW EXECUTE FUNCTION bump_resident_data_version();
--> statement-breakpoint
CREATE TRIGGER resident_settings_data_version AFTER INSERT OR UPDATE OR DELETE ON resident_settings FOR EACH ROW EXECUTE FUNCTION bump_resident_data_version();
--> statement-breakpoint
CREATE TRIGGER resident_stock_data_version AFTER INSERT OR UPDATE OR DELETE ON resident_stock FOR EACH ROW EXECUTE FUNCTION bump_resident_data_version();
