-- A moved or re-addressed category's old paths answer a 301 to where it is now (the storefront's category
-- page; GET /api/category names the new path in its 404).
CREATE TABLE "category_redirects" (
	"old_path" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_redirects" ADD CONSTRAINT "category_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Kept by the database, in the transaction that changes a path, whoever changes it: a move re-paths the
-- category and each one below it, and each leaves its old path here, pointing at the category (so an old
-- path of an old path reaches the category's current one in one hop). A path a category takes is no
-- longer a redirect: a live category always wins.
CREATE FUNCTION remember_category_paths() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.path IS DISTINCT FROM NEW.path THEN
    INSERT INTO category_redirects (old_path, category_id) VALUES (OLD.path, NEW.id)
      ON CONFLICT (old_path) DO UPDATE SET category_id = EXCLUDED.category_id;
  END IF;
  DELETE FROM category_redirects WHERE old_path = NEW.path;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_remember_paths AFTER INSERT OR UPDATE OF path ON categories
  FOR EACH ROW EXECUTE FUNCTION remember_category_paths();
