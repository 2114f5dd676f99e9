// API test helpers for the cart and checkout: the catalogue fixture plus its variant cells by SKU.
import { sql } from 'drizzle-orm';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import { apiAs, okBody, type ApiResponse } from '../../testing/api.ts';
import type { TestSession } from '../../testing/factories.ts';
import { useTestApp, type UseTestAppOptions } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { insertCatalogueFixture, type CatalogueFixture } from '../catalogue/catalogue.fixtures.ts';

export type CartFixture = CatalogueFixture & {
  /** Variant cell ids by cell SKU ('NIT-3-BLUE-M'). */
  cells: Record<string, number>;
  /** Product id by key, throwing for an unknown key. */
  productId(key: string): number;
  cellId(sku: string): number;
};

export async function insertCartFixture(testApp: TestApp): Promise<CartFixture> {
  const catalogue = await insertCatalogueFixture(testApp.database.db);
  const result = await testApp.database.db.execute<{ id: number; sku: string }>(sql`SELECT id, sku FROM variant_cells`);
  const cells = Object.fromEntries(result.rows.map((row) => [row.sku, row.id]));
  return {
    ...catalogue,
    cells,
    productId(key) {
      const product = catalogue.products[key];
      if (!product) throw new Error(`no fixture product ${key}`);
      return product.id;
    },
    cellId(sku) {
      const id = cells[sku];
      if (id === undefined) throw new Error(`no fixture cell ${sku}`);
      return id;
    },
  };
}

export type CartClient = {
  post(url: string, payload: unknown, session: TestSession | null, options?: { withCsrf?: boolean }): Promise<ApiResponse>;
  remove(key: string, session: TestSession | null, options?: { withCsrf?: boolean }): Promise<ApiResponse>;
  /** GET /api/cart, expecting 200. */
  cart(session: TestSession): Promise<CartJson>;
  /** POST /api/cart add, expecting 200. */
  add(session: TestSession, payload: { id: number; qty: number; variant_id?: number }): Promise<CartJson>;
};

export function cartClient(testApp: TestApp): CartClient {
  return {
    post: (url, payload, session, options) => apiAs(testApp, session, options).post(url, payload),
    remove: (key, session, options) => apiAs(testApp, session, options).delete(`/api/cart/${encodeURIComponent(key)}`),
    cart: async (session) => okBody(await apiAs(testApp, session).get<CartJson>('/api/cart')),
    add: async (session, payload) => okBody(await apiAs(testApp, session).post<CartJson>('/api/cart', payload)),
  };
}

/** A test app with the catalogue fixture, for the enclosing describe block (`testApp.fixture`). */
export function useCartApp(options?: UseTestAppOptions): TestApp & { fixture: CartFixture } {
  return useTestApp(async (testApp) => ({ fixture: await insertCartFixture(testApp) }), options);
}

/** A plain product at a given price in the fixture's vinyl category (for exact totals). */
export async function insertPricedProduct(testApp: TestApp, fixture: CatalogueFixture, input: { sku: string; priceCents: number }): Promise<number> {
  const result = await testApp.database.db.execute<{ id: number }>(sql`
    INSERT INTO products (sku, slug, title, category_id, price_cents, base_price_cents, images)
    VALUES (${input.sku}, ${input.sku.toLowerCase()}, ${`Priced ${input.sku}`}, ${fixture.categories.vinyl.id}, ${input.priceCents}, ${input.priceCents}, '[]'::jsonb)
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`product ${input.sku} was not inserted`);
  return id;
}
