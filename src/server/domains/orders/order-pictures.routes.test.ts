// Issue #8 part 8: each colour's picture goes with its line from the cart into the order, where it is
// kept as the buyer saw it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import type { OrderDetailJson } from '../../../shared/schemas/orders.ts';
import { apiAs, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { later } from '../../testing/suite.ts';
import { fillCart, ordersOf, pay, saveBilling, saveShipping, useOrdersApp } from './orders.fixtures.ts';

describe('pictures of ordered lines', () => {
  const testApp = useOrdersApp();
  const fixture = later(() => testApp.fixture);

  async function cellId(sku: string): Promise<number> {
    const result = await testApp.database.db.execute<{ id: number }>(sql`SELECT id FROM variant_cells WHERE sku = ${sku}`);
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error(`no cell ${sku}`);
    return id;
  }

  it("keeps a blue cell's own picture and a plain product's picture in the order, as the cart showed them", async () => {
    const buyer = await signedInAccount(testApp);
    const client = apiAs(testApp, buyer);
    const cart = okBody(await client.post<CartJson>('/api/cart/multi-store', { items: [{ id: await cellId('NIT-3-BLUE-S'), qty: 2 }], add_quantity: true }));
    expect(cart.items[0]?.pimage).toBe('/images/products/NIT-3-BLUE-S.svg');
    await fillCart(testApp, buyer, [{ id: fixture.products.apron?.id ?? 0, qty: 1 }]);
    await saveShipping(testApp, buyer);
    await saveBilling(testApp, buyer);
    expect((await pay(testApp, 'account', buyer)).status).toBe(200);

    const [order] = await ordersOf(testApp, buyer.accountId);
    const detail = okBody(await client.get<{ data: OrderDetailJson }>(`/api/order-history/${order?.id}`)).data;
    expect(detail.items.map((item) => [item.sku, item.image])).toEqual([
      ['NIT-3-BLUE-S', '/images/products/NIT-3-BLUE-S.svg'],
      ['APR-1', '/images/products/APR-1.svg'],
    ]);
  });
});
