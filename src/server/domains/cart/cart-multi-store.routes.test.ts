import { describe, expect, it } from 'vitest';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { later } from '../../testing/suite.ts';
import { RESTRICTED_ACCOUNT } from '../catalogue/catalogue.fixtures.ts';
import { cartClient, useCartApp } from './cart.fixtures.ts';

// Plain products and variant cells in one call (issue #9: a fast order's 'Add all items to cart', quick
// order's 'Add N lines to cart'); the spec's cell-only form is covered in cart-lines.routes.test.ts.
describe('POST /api/cart/multi-store with products and cells', () => {
  const testApp = useCartApp();
  const client = cartClient(testApp);
  const fixture = later(() => testApp.fixture);
  const fresh = async (accountNumber?: string) => {
    const session = await signedInAccount(testApp, { accountNumber });
    return { session, api: apiAs(testApp, session) };
  };
  const skusAndQty = (cart: CartJson) => cart.items.map((item) => [item.sku, item.qty]);

  it('adds plain products, product cells and bare cells in one call', async () => {
    const { session, api } = await fresh();
    const cart = okBody(
      await api.post<CartJson>('/api/cart/multi-store', {
        items: [
          { id: fixture.productId('vinyl'), variant_id: 0, qty: 3 },
          { id: fixture.productId('nitrileRange'), variant_id: fixture.cellId('NIT-3-BLUE-L'), qty: 2 },
          { id: fixture.cellId('NIT-3-BLUE-S'), qty: 1 },
          { id: fixture.productId('apron'), variant_id: 0, qty: 0 },
        ],
        add_quantity: true,
      }),
    );
    expect(skusAndQty(cart)).toEqual([['VIN-1', 3], ['NIT-3-BLUE-L', 2], ['NIT-3-BLUE-S', 1]]);
    expect(cart.summary.sub_total).toBe(3 * 599 + 2 * 1399 + 1099);
    expect(skusAndQty(await client.cart(session))).toEqual(skusAndQty(cart));
  });

  it('adds to lines already there, or sets them without add_quantity', async () => {
    const { api } = await fresh();
    const vinyl = { id: fixture.productId('vinyl'), variant_id: 0 };
    await api.post('/api/cart/multi-store', { items: [{ ...vinyl, qty: 2 }] });
    expect(skusAndQty(okBody(await api.post<CartJson>('/api/cart/multi-store', { items: [{ ...vinyl, qty: 5 }] })))).toEqual([['VIN-1', 7]]);
    expect(skusAndQty(okBody(await api.post<CartJson>('/api/cart/multi-store', { items: [{ ...vinyl, qty: 4 }], add_quantity: false })))).toEqual([['VIN-1', 4]]);
  });

  it('is all or nothing: hidden, unknown, not sold, a restricted cell or another product’s cell refuse the lot', async () => {
    const { session, api } = await fresh(RESTRICTED_ACCOUNT);
    const response = await api.post('/api/cart/multi-store', {
      items: [
        { id: fixture.productId('vinyl'), variant_id: 0, qty: 1 },
        { id: fixture.productId('feed'), variant_id: 0, qty: 1 },
        { id: 999_999, variant_id: 0, qty: 1 },
        { id: fixture.productId('retired'), variant_id: 0, qty: 1 },
        { id: fixture.productId('nitrileRange'), variant_id: fixture.cellId('NIT-3-BLACK-S'), qty: 1 },
        { id: fixture.productId('vinyl'), variant_id: fixture.cellId('NIT-3-BLUE-S'), qty: 1 },
      ],
    });
    expect(response.status).toBe(422);
    const refused = 'The selected product is not available.';
    expect(response.body.errors).toEqual({ 'items.1.id': refused, 'items.2.id': refused, 'items.3.id': refused, 'items.4.id': refused, 'items.5.id': refused });
    expect((await client.cart(session)).items).toEqual([]);
  });

  it('asks for a size and colour when a product that comes in them is sent as itself', async () => {
    const { api } = await fresh();
    expectInvalid(await api.post('/api/cart/multi-store', { items: [{ id: fixture.productId('nitrileRange'), variant_id: 0, qty: 1 }] }), 'items.0.variant_id', /size and colour/);
  });

  it("answers 'Product quantity should not be less than 1' when no product is above 0 (spec §5 add all)", async () => {
    const { api } = await fresh();
    const response = await api.post('/api/cart/multi-store', { items: [{ id: fixture.productId('vinyl'), variant_id: 0, qty: 0 }] });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: 'Product quantity should not be less than 1', errors: { items: 'Product quantity should not be less than 1' } });
  });

  it('refuses a bad variant id and more than 5,000 items', async () => {
    const { api } = await fresh();
    for (const variantId of [-1, '0', 1.5, null]) {
      expectInvalid(await api.post('/api/cart/multi-store', { items: [{ id: fixture.productId('vinyl'), variant_id: variantId, qty: 1 }] }), 'items.0.variant_id');
    }
    const tooMany = Array.from({ length: 5001 }, () => ({ id: fixture.productId('vinyl'), variant_id: 0, qty: 1 }));
    expectInvalid(await api.post('/api/cart/multi-store', { items: tooMany }), 'items');
  });

  it('takes 5,000 items in one call (quick order), merging repeats up to 9,999 a line', async () => {
    const { api } = await fresh();
    const products = ['vinyl', 'apron', 'nitrileBlue', 'dayPad'].map((key) => fixture.productId(key));
    const items = Array.from({ length: 5000 }, (_, index) => ({ id: products[index % products.length], variant_id: 0, qty: 3 }));
    const cart = okBody(await api.post<CartJson>('/api/cart/multi-store', { items }));
    expect(skusAndQty(cart)).toEqual([['VIN-1', 3750], ['APR-1', 3750], ['NIT-1', 3750], ['DPD-1', 3750]]);
  });
});
