// A product's prices in the back office over the wire (issue #26 items 1 and 17): a price moved beyond 5
// times (either way) only when confirmed, a price above its base price told with both amounts on the field
// most likely typed wrong, the 'From' range of a matrix derived from its cells, and a cell's SKU named.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';

type Cell = { block_key: string; size: string; sku: string; restrict: boolean; price: number | null };

describe('/admin/api/products prices', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });

  async function opened(key: string) {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const { id } = testApp.fixture.products[key]!;
    const product = okBody(await staff.get(`/admin/api/products/${id}`)).data;
    const patch = (body: Record<string, unknown>) => staff.request('PATCH', `/admin/api/products/${id}`, { version: product.version, ...body });
    return { staff, id, product, patch };
  }

  it('refuses a price moved to more than 5 times or less than a fifth unless the change is confirmed, naming both amounts', async () => {
    const { staff, id, patch } = await opened('dayPad'); // $24.99, base $24.99
    const up = await patch({ price: 224_900, base_price: 224_900 });
    expectInvalid(up, 'price', 'The price would change from $24.99 to $2,249.00, more than 5 times what it was: send confirm_price_change: true to make this change.');
    expectInvalid(up, 'base_price', /from \$24\.99 to \$2,249\.00/);
    expectInvalid(await patch({ price: 499 }), 'price', /from \$24\.99 to \$4\.99, less than a fifth of what it was/);
    expectInvalid(await patch({ price: 224_900, base_price: 224_900, confirm_price_change: 'yes' }), 'confirm_price_change');
    expect(okBody(await staff.get(`/admin/api/products/${id}`)).data).toMatchObject({ price: 2499, base_price: 2499 });

    // Five times exactly, or less, asks nothing; a confirmed change is saved.
    const fivefold = okBody(await patch({ price: 12_495, base_price: 12_495 })).data;
    expect(fivefold).toMatchObject({ price: 12_495, base_price: 12_495 });
    const confirmed = await staff.request('PATCH', `/admin/api/products/${id}`, { version: fivefold.version, price: 2249, base_price: 3000, confirm_price_change: true });
    expect(okBody(confirmed).data).toMatchObject({ price: 2249, base_price: 3000 });
  });

  it('tells a price above the base price on the field the change moved, with both amounts (not "The base price may not be below the price")', async () => {
    const { patch, staff, id } = await opened('nitrileBlue'); // $12.99, base $14.99
    expectInvalid(await patch({ price: 2249 }), 'price', 'The price $22.49 is above the base price $14.99: lower the price, or raise the base price (the price before a special).');
    expectInvalid(await patch({ base_price: 1000 }), 'base_price', 'The base price $10.00 is below the price $12.99: the base price is the price before a special, so it may not be lower.');
    // Both moved: the one that moved the more (here the price, typed as 2249.00 for 22.49 and confirmed).
    const both = await patch({ price: 224_900, base_price: 3000, confirm_price_change: true });
    expectInvalid(both, 'price', /The price \$2,249\.00 is above the base price \$30\.00/);
    expect(both.body.errors).not.toHaveProperty('base_price');
    const created = await staff.post('/admin/api/products', { title: 'Dear Gloves-10', sku: 'DEAR-1', price: 224_900, base_price: 3000, category_id: testApp.fixture.categories.nitrile.id });
    expectInvalid(created, 'price', /The price \$2,249\.00 is above the base price \$30\.00/);
    expect(okBody(await staff.get(`/admin/api/products/${id}`)).data).toMatchObject({ price: 1299, base_price: 1499 });
  });

  it('tells a decimal where cents are expected to send cents', async () => {
    const { patch } = await opened('vinyl');
    expectInvalid(await patch({ price: 22.49 }), 'price', 'The price must be in cents, e.g. 1249 for $12.49.');
    expectInvalid(await patch({ base_price: '22,49' }), 'base_price', 'The base price must be in cents, e.g. 1249 for $12.49.');
    expectInvalid(await patch({ price: 100_000_000 }), 'price', 'The price may be at most 99999999 cents.');
  });

  it("derives a matrix product's range from its sold cells on every change, and refuses a typed one", async () => {
    const { staff, id, product, patch } = await opened('nitrileRange'); // $10.99; Blue L $13.99; Black S restricted
    const cells: Cell[] = product.variants.cells.map(({ id: _id, ...cell }: Cell & { id: number }) => cell);
    const withPrices = (prices: Record<string, number | null>, restricted: string[] = []) =>
      cells.map((cell) => ({ ...cell, price: cell.sku in prices ? prices[cell.sku]! : cell.price, restrict: restricted.includes(cell.sku) || cell.restrict }));

    const saved = okBody(await patch({ variants: { ...product.variants, cells: withPrices({ 'NIT-3-BLUE-M': 1999, 'NIT-3-BLACK-S': 999 }) } })).data;
    expect(saved).toMatchObject({ price_range_from: 1099, price_range_to: 1999 }); // the restricted $9.99 cell is not sold
    const buyer = apiAs(testApp, await signedInAccount(testApp));
    expect(okBody(await buyer.get(`/api/products/${id}`)).data).toMatchObject({ price: 1099, price_range_from: 1099, price_range_to: 1999 });

    // The product's price moves the cells without their own price, and the range with them.
    const repriced = okBody(await staff.request('PATCH', `/admin/api/products/${id}`, { version: saved.version, price: 1599, base_price: 1599 })).data;
    expect(repriced).toMatchObject({ price_range_from: 1399, price_range_to: 1999, version: saved.version + 1 });

    const typed = await staff.request('PATCH', `/admin/api/products/${id}`, { version: repriced.version, price_range_from: 100, price_range_to: 200 });
    expectInvalid(typed, 'price_range_from', /takes its price range from its cells/);
    const gown = {
      title: 'Gowns-10', sku: 'GOWN-1', price: 1000, category_id: testApp.fixture.categories.nitrile.id,
      variants: { block_type: 'colour', sizes: ['S', 'M'], blocks: [{ key: 'teal', label: 'Teal', swatch: '#0d9488' }], cells: [
        { block_key: 'teal', size: 'S', sku: 'GOWN-1-S', restrict: false, price: null },
        { block_key: 'teal', size: 'M', sku: 'GOWN-1-M', restrict: false, price: 1250 },
      ] },
    };
    expectInvalid(await staff.post('/admin/api/products', { ...gown, price_range_from: 1, price_range_to: 2 }), 'price_range_from');
    const created = await staff.post('/admin/api/products', gown);
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ price_range_from: 1000, price_range_to: 1250 });
  });

  it("asks to confirm a cell's own price moved beyond 5 times what that cell cost", async () => {
    const { patch } = await opened('apron');
    const matrix = { block_type: 'colour', sizes: ['S'], blocks: [{ key: 'white', label: 'White', swatch: '#ffffff' }], cells: [{ block_key: 'white', size: 'S', sku: 'APR-1-S', restrict: false, price: null }] };
    const saved = okBody(await patch({ variants: matrix })).data; // $9.99 for every cell
    const dear = { ...matrix, cells: [{ ...matrix.cells[0]!, price: 9990 }] };
    const again = (body: Record<string, unknown>) => patch({ version: saved.version, variants: dear, ...body });
    expectInvalid(await again({}), 'variants.cells.0.price', 'The price of White S would change from $9.99 to $99.90, more than 5 times what it was: send confirm_price_change: true to make this change.');
    expect(okBody(await again({ confirm_price_change: true })).data).toMatchObject({ price_range_from: 9990, price_range_to: 9990 });
  });

  it("names the cells of a SKU used twice, or used by another product's cell", async () => {
    const { staff, product, patch } = await opened('nitrileRange');
    const cells = product.variants.cells.map(({ id: _id, ...cell }: Cell & { id: number }) => (cell.sku === 'NIT-3-BLUE-M' ? { ...cell, sku: 'NIT-3-BLUE-S' } : cell));
    const index = cells.findIndex((cell: Cell) => cell.size === 'M' && cell.block_key === 'blue');
    expectInvalid(await patch({ variants: { ...product.variants, cells } }), `variants.cells.${index}.sku`, 'The SKU NIT-3-BLUE-S of Blue M is also the SKU of Blue S: each cell needs its own SKU.');

    const other = await staff.post('/admin/api/products', {
      title: 'Gowns-10', sku: 'GOWN-2', price: 1000, category_id: testApp.fixture.categories.nitrile.id,
      variants: { block_type: 'colour', sizes: ['S', 'M'], blocks: [{ key: 'teal', label: 'Teal', swatch: '#0d9488' }], cells: [
        { block_key: 'teal', size: 'S', sku: 'GOWN-2-S', restrict: false, price: null },
        { block_key: 'teal', size: 'M', sku: 'NIT-3-BLACK-M', restrict: false, price: null },
      ] },
    });
    expectInvalid(other, 'variants.cells.1.sku', 'The SKU NIT-3-BLACK-M of Teal M is already used by another product.');
  });
});
