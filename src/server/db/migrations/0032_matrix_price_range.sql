-- Issue #26 item 17: the 'From' range of a product sold in a variant matrix is derived from its cells, not
-- typed: the lowest and highest price of its cells that are sold (not restricted), each at its own price or
-- the product's (shared/price-rules.ts matrixPriceRange; no cell sold, no range). Kept by the database on
-- every change to the product, whoever makes it (the back office's save of a matrix or a price, the ERP's
-- price, a CSV's price, SQL), before products_version compares the row, so the range moves with the one
-- version the change makes. A product without a matrix keeps the range it was given (never shown).
CREATE FUNCTION derive_matrix_price_range() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM variant_matrices WHERE product_id = NEW.id) THEN
    SELECT min(coalesce(c.price_cents, NEW.price_cents)), max(coalesce(c.price_cents, NEW.price_cents))
      INTO NEW.price_range_from_cents, NEW.price_range_to_cents
      FROM variant_cells c WHERE c.product_id = NEW.id AND NOT c.is_restricted;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_price_range BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION derive_matrix_price_range();
--> statement-breakpoint
-- The products sold in a matrix today take their derived range (the update itself sets it).
UPDATE products SET price_range_from_cents = price_range_from_cents WHERE id IN (SELECT product_id FROM variant_matrices);
