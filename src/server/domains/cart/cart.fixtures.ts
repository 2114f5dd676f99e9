// API test helpers for the cart and checkout: the catalogue fixture plus its variant cells by SKU.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import type { TestSession } from '../../testing/factories.ts';
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
  post(url: string, payload: unknown, session: TestSession | null, options?: { withCsrf?: boolean }): Promise<LightMyRequestResponse>;
  remove(key: string, session: TestSession | null, options?: { withCsrf?: boolean }): Promise<LightMyRequestResponse>;
  /** GET /api/cart, expecting 200. */
  cart(session: TestSession): Promise<CartJson>;
  /** POST /api/cart add, expecting 200. */
  add(session: TestSession, payload: { id: number; qty: number; variant_id?: number }): Promise<CartJson>;
};

export function cartClient(testApp: TestApp): CartClient {
  const headersFor = (session: TestSession | null, withCsrf = true): Record<string, string> => {
    if (!session) return {};
    return withCsrf ? { ...session.headers } : { cookie: session.headers.cookie };
  };
  const client: CartClient = {
    post(url, payload, session, options) {
      return testApp.app.inject({ method: 'POST', url, headers: headersFor(session, options?.withCsrf), payload: payload as Record<string, unknown> });
    },
    remove(key, session, options) {
      return testApp.app.inject({ method: 'DELETE', url: `/api/cart/${encodeURIComponent(key)}`, headers: headersFor(session, options?.withCsrf) });
    },
    async cart(session) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/cart', headers: session.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CartJson>();
    },
    async add(session, payload) {
      const response = await client.post('/api/cart', payload, session);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CartJson>();
    },
  };
  return client;
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

export async function setProductPrice(testApp: TestApp, productId: number, priceCents: number): Promise<void> {
  await testApp.database.db.execute(sql`UPDATE products SET price_cents = ${priceCents} WHERE id = ${productId}`);
}

export async function setProductActive(testApp: TestApp, productId: number, isActive: boolean): Promise<void> {
  await testApp.database.db.execute(sql`UPDATE products SET is_active = ${isActive} WHERE id = ${productId}`);
}
