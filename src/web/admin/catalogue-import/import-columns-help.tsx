// What a catalogue CSV may hold (issue #19 Part 1), as the server reads it (server/domains/catalogue-admin/import/
// import-rows.ts and import-merge.ts): only sku is required, and a column left out keeps what a product has.
export function ImportColumnsHelp() {
  return (
    <details className="admin-panel">
      <summary>The file’s columns</summary>
      <p>
        A header row names the columns, in any order. Only <code>sku</code> is required.
      </p>
      <ul>
        <li>
          For a SKU already in the catalogue, a column the file leaves out keeps the product’s value: a supplier’s <code>sku,price</code> file changes
          prices and nothing else.
        </li>
        <li>
          A SKU not in the catalogue makes a new product, which needs <code>title</code>, <code>category_path</code> (a category’s full path, e.g.
          gloves-ppe/nitrile-gloves) and <code>price</code>.
        </li>
        <li>
          <code>price</code>, <code>base_price</code>, <code>price_range_from</code>, <code>price_range_to</code>: dollars with up to 2 decimals, such as
          12.5, 1,299.00 or 22,49 (a decimal comma). The base price may not be below the price. A file without <code>base_price</code> keeps each
          product’s base price, unless it raises the price above it: the base price then follows the price and the product is no longer on special
          (the check shows it). The range needs both ends; a product sold in a variant matrix takes its range from its cells instead.
        </li>
        <li>
          <code>on_sale</code>: true or false (yes/no, 1/0). Also <code>description</code>, <code>image_url</code> (a path on this site) and{' '}
          <code>created_at</code> (a date such as 2025-03-31).
        </li>
        <li>
          A blank cell: <code>title</code>, <code>category_path</code> and <code>price</code> may not be blank. In another column it takes the default:
          base price = price, on sale when the base price is above the price, no description, the product’s own pictures (or a drawn one for a new
          product), the product’s own date.
        </li>
        <li>
          A product changed by someone else between your check and apply keeps that change in the columns the file leaves out; the file’s own columns
          are written over it. If the change makes a row wrong, nothing is applied and you check the file again.
        </li>
      </ul>
    </details>
  );
}
