// A supplier's price file in the back office (issue #19 Part 1): a column the file leaves out keeps each
// existing product's stored value; a new SKU needs the columns that make a product; a product changed
// between check and apply is merged again with what it holds then.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid } from '../../../testing/api.ts';
import { signedInStaff } from '../../../testing/staff.ts';
import { useTestApp } from '../../../testing/suite.ts';
import { insertCatalogueFixture } from '../../catalogue/catalogue.fixtures.ts';
import { uploadCatalogueCsv as upload } from './catalogue-import.fixtures.ts';

const PICTURES = [{ url: '/media/AAAAAAAAAAAAAAAAAAAAAA-640.jpg', alt: 'Front' }];
const REQUIRED_FOR_NEW = 'is required for a new product (SKU not in the catalogue)';

describe('/admin/api/catalogue/import with a file of some columns only', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });
  /** Everything an import could change of a product, by SKU. */
  const productOf = async (sku: string) =>
    (
      await testApp.database.pool.query(
        `SELECT sku, slug, title, description, category_id, images, price_cents, base_price_cents, price_range_from_cents,
           price_range_to_cents, is_on_sale, special_text, is_active, created_at, stock_on_hand FROM products WHERE sku = $1`,
        [sku],
      )
    ).rows[0] as Record<string, unknown> | undefined;
  const apply = async (staff: ReturnType<typeof apiAs>, token: string) => staff.post(`/admin/api/catalogue/import/${token}/apply`, {});

  it('changes only the price of existing SKUs, keeping every other column, pictures and an inactive product’s state', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    await testApp.database.pool.query("UPDATE products SET images = $1, stock_on_hand = 12 WHERE sku = 'NIT-1'", [JSON.stringify(PICTURES)]);
    const before = { nitrile: await productOf('NIT-1'), apron: await productOf('APR-1'), retired: await productOf('NIT-9') };
    expect(before.nitrile).toMatchObject({ base_price_cents: 1499, is_on_sale: true, special_text: 'Save 13% this month' });

    const checked = await upload(staff, 'sku,price\nNIT-1,13.49\nAPR-1,9.50\nNIT-9,0.90\n');
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body).toMatchObject({ valid: 3, invalid: 0, rows: [{ line: 2, sku: 'NIT-1', errors: {} }, { line: 3, sku: 'APR-1', errors: {} }, { line: 4, sku: 'NIT-9', errors: {} }] });
    expect(await productOf('NIT-1'), 'nothing changes before apply').toEqual(before.nitrile);

    const applied = await apply(staff, checked.body.token);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.data).toMatchObject({ rows: 3, inserted: 0, updated: 3 });
    expect(await productOf('NIT-1')).toEqual({ ...before.nitrile, price_cents: 1349 });
    expect(await productOf('APR-1')).toEqual({ ...before.apron, price_cents: 950 });
    expect(await productOf('NIT-9')).toEqual({ ...before.retired, price_cents: 90, is_active: false });
  });

  it('answers an unknown SKU in a price file as a row error, and applies nothing', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const before = await productOf('DPD-1');
    const checked = await upload(staff, 'sku,price\nDPD-1,20.00\nNEW-1,5.00\nNEW-2,\n');
    expect(checked.body).toMatchObject({ valid: 1, invalid: 2 });
    expect(checked.body.rows).toEqual([
      { line: 2, sku: 'DPD-1', errors: {}, action: 'update', changes: { price: '$24.99 → $20.00' } },
      { line: 3, sku: 'NEW-1', errors: { title: REQUIRED_FOR_NEW, category_path: REQUIRED_FOR_NEW }, action: 'new', changes: {} },
      { line: 4, sku: 'NEW-2', errors: { title: REQUIRED_FOR_NEW, category_path: REQUIRED_FOR_NEW, price: REQUIRED_FOR_NEW }, action: 'new', changes: {} },
    ]);
    expectInvalid(await apply(staff, checked.body.token), 'token', /2 row\(s\) with errors/);
    expect(await productOf('DPD-1')).toEqual(before);
    expect(await productOf('NEW-1')).toBeUndefined();
  });

  it('takes the base price up with a price above it when the file has no base_price column, ending the special, and the preview says so (issue #26 item 15)', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const rise = await upload(staff, 'sku,price\nVIN-1,7.00\nNIT-1,16.00\n');
    expect(rise.body).toMatchObject({ valid: 2, invalid: 0 });
    expect(rise.body.rows).toEqual([
      { line: 2, sku: 'VIN-1', errors: {}, action: 'update', changes: { price: '$5.99 → $7.00', base_price: '$5.99 → $7.00 (follows the price: the file has no base_price column)' } },
      {
        line: 3,
        sku: 'NIT-1',
        errors: {},
        action: 'update',
        changes: {
          price: '$13.49 → $16.00',
          base_price: '$14.99 → $16.00 (follows the price: the file has no base_price column)',
          on_sale: 'yes → no (no longer below the base price)',
        },
      },
    ]);
    const before = await productOf('NIT-1');
    expect((await apply(staff, rise.body.token)).status).toBe(200);
    expect(await productOf('VIN-1')).toMatchObject({ price_cents: 700, base_price_cents: 700, is_on_sale: false });
    // Only what the rise moves: the special's text stays for the next special.
    expect(await productOf('NIT-1')).toEqual({ ...before, price_cents: 1600, base_price_cents: 1600, is_on_sale: false });

    const below = await upload(staff, 'sku,base_price\nVIN-1,5.00\n');
    expect(below.body.rows[0].errors).toEqual({ base_price: "may not be below the catalogue's price of $7.00" });
    const taken = await upload(staff, 'sku,price,base_price\nVIN-1,7.00,7.50\n');
    expect((await apply(staff, taken.body.token)).status).toBe(200);
    // on_sale left out: the stored flag stays, though the prices now differ.
    expect(await productOf('VIN-1')).toMatchObject({ price_cents: 700, base_price_cents: 750, is_on_sale: false });
  });

  it('keeps a colleague’s change made between check and apply, and writes the file’s own columns over it', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const checked = await upload(staff, 'sku,price,on_sale\nTFD-1,79.99,yes\n');
    expect(checked.body).toMatchObject({ valid: 1, invalid: 0 });
    await testApp.database.pool.query("UPDATE products SET description = 'Edited meanwhile', price_cents = 8500, base_price_cents = 9500, stock_on_hand = 3 WHERE sku = 'TFD-1'");
    expect((await apply(staff, checked.body.token)).status).toBe(200);
    expect(await productOf('TFD-1')).toMatchObject({ description: 'Edited meanwhile', price_cents: 7999, base_price_cents: 9500, is_on_sale: true, stock_on_hand: 3 });
  });

  it('refuses the whole file with a 409 when a change since the check makes a row wrong, and changes nothing', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const checked = await upload(staff, 'sku,base_price\nDPD-1,26.00\nNIT-2,23.00\n');
    expect(checked.body).toMatchObject({ valid: 2, invalid: 0 });
    await testApp.database.pool.query("UPDATE products SET base_price_cents = 2500, price_cents = 2400 WHERE sku = 'NIT-2'");
    const before = { pads: await productOf('DPD-1'), gloves: await productOf('NIT-2') };

    const refused = await apply(staff, checked.body.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Products changed since the file was checked, and 1 row\(s\) no longer fit: line 3 \(NIT-2\): base_price: may not be below the catalogue's price of \$24\.00/);
    expect(refused.body.message).toMatch(/Upload the file again to see every row\. Nothing was changed\.$/);
    expect({ pads: await productOf('DPD-1'), gloves: await productOf('NIT-2') }).toEqual(before);
    const audit = await staff.get('/admin/api/audit?entity=catalogue_import');
    expect(audit.body.data.some((entry: { entity_id: string }) => entry.entity_id === checked.body.token)).toBe(false);
  });
});
