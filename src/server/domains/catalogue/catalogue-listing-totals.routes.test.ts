// A category listing's total (meta.total of GET /api/products without a keyword) is counted from the
// memory engine's category counts when it serves (issue #19: no rows counted in PostgreSQL), else in SQL:
// on both engines it is the number of active products the viewer may see, through every kind of change.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, okBody } from '../../testing/api.ts';
import type { TestSession } from '../../testing/factories.ts';
import { later } from '../../testing/suite.ts';
import { useSearchTestApp } from '../search/search.fixtures.ts';

type Listing = { meta: { total: number } };

describe.each(['memory', 'postgres'] as const)('listing totals (%s engine)', (engine) => {
  const testApp = useSearchTestApp(engine);
  const fixture = later(() => testApp.fixture);
  const totalOf = async (query: string, session: TestSession | null = null) => okBody<Listing>(await apiAs(testApp, session).get(`/api/products?${query}`)).meta.total;
  /** The same listing counted in SQL: active products of the category and its subtree, on special if asked. */
  const countedInSql = async (rootId: number | null, onSaleOnly = false) => {
    const { rows } = await testApp.database.pool.query(
      `WITH RECURSIVE tree AS (SELECT id FROM categories WHERE ($1::int IS NULL AND parent_id IS NULL) OR id = $1
         UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
       SELECT count(*)::int AS n FROM products WHERE is_active AND category_id IN (SELECT id FROM tree) AND (NOT $2 OR is_on_sale)`,
      [rootId, onSaleOnly],
    );
    return rows[0].n as number;
  };
  const change = async (statement: ReturnType<typeof sql>) => {
    await testApp.database.db.execute(statement);
    await testApp.app.services.catalogueSearch.caughtUp();
  };

  it('follows products made inactive, put on special, moved and added, for a category, its subtree and everything', async () => {
    const { gloves, vinyl, nitrile } = fixture.categories;
    const expectTotals = async () => {
      expect(await totalOf(`parent_id=${gloves.id}`)).toBe(await countedInSql(gloves.id));
      expect(await totalOf(`category_id=${vinyl.id}`)).toBe(await countedInSql(vinyl.id));
      expect(await totalOf(`parent_id=${gloves.id}&on_sale=1`)).toBe(await countedInSql(gloves.id, true));
      expect(await totalOf('per_page=24')).toBe(await countedInSql(null));
    };
    await expectTotals();
    const before = await totalOf(`parent_id=${gloves.id}`);
    expect(before).toBeGreaterThan(1);

    await change(sql`UPDATE products SET is_active = false WHERE sku = 'VIN-1'`);
    expect(await totalOf(`parent_id=${gloves.id}`)).toBe(before - 1);
    await expectTotals();
    await change(sql`UPDATE products SET is_on_sale = NOT is_on_sale WHERE category_id = ${nitrile.id}`);
    await expectTotals();
    await change(sql`UPDATE products SET category_id = ${fixture.categories.dayPads.id} WHERE category_id = ${nitrile.id}`);
    await expectTotals();
    await change(sql`
      INSERT INTO products (sku, slug, title, category_id, price_cents, base_price_cents, is_on_sale)
      VALUES ('TOT-1', 'totals-gloves-tot-1', 'Totals Gloves-10', ${vinyl.id}, 500, 600, true)`);
    await expectTotals();
    await change(sql`UPDATE products SET is_active = true WHERE sku = 'VIN-1'`);
    await expectTotals();
  });

  it('leaves a hidden category’s products out of the total of everything', async () => {
    const everything = await totalOf('per_page=24');
    const hidden = await countedInSql(fixture.categories.clinical.id);
    expect(hidden).toBeGreaterThan(0);
    expect(await totalOf('per_page=24', testApp.restricted)).toBe(everything - hidden);
    expect(await totalOf('per_page=24', testApp.buyer)).toBe(everything);
  });
});
