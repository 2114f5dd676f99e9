// Issue #7 follow-up: an order is placed only from the cart as it is under the lock. Seen in the fault
// suite on PostgreSQL: a double click's second request read the cart, waited for the first one's lock,
// then ordered that stale copy (the lines the first order had just taken, plus another tab's add).
import { describe, expect, it } from 'vitest';
import { BILLING, SHIPPING } from '../../testing/addresses.fixtures.ts';
import { apiAs } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { viewerOf } from '../../testing/viewers.ts';
import { cartLinesOf, orderLinesOf, ordersOf, pay, readyCheckout, useOrdersApp } from './orders.fixtures.ts';

describe('placeOrder', () => {
  const testApp = useOrdersApp({ runJobs: false });
  const id = (key: string) => testApp.fixture.products[key]?.id ?? 0;

  function services() {
    const { cart, orders } = testApp.app.services;
    return { cart, orders };
  }

  it("places nothing from a cart read before another tab's order took its lines and an add changed it", async () => {
    const account = await signedInAccount(testApp, { canPayOnAccount: true });
    const viewer = viewerOf(account);
    const { cart, orders } = services();
    await readyCheckout(testApp, account, [{ id: id('apron'), qty: 2 }]);
    const stale = await cart.getForCheckout(viewer);
    if (!stale) throw new Error('the checkout should have lines');

    // The other tab: its Confirm Order takes the aprons, then it adds vinyl gloves.
    expect((await pay(testApp, 'account', account)).status).toBe(200);
    expect((await apiAs(testApp, account).post('/api/cart', { id: id('vinyl'), qty: 1, variant_id: 0 })).status).toBe(200);

    expect(await orders.placeOrder(viewer, { ...stale, shippingInfo: SHIPPING, billingInfo: BILLING }, 'account')).toBeNull();
    const [first, ...others] = await ordersOf(testApp, account.accountId);
    expect(others).toEqual([]);
    expect(await orderLinesOf(testApp, first?.id ?? 0)).toEqual([expect.objectContaining({ sku: 'APR-1', qty: 2 })]);
    expect(await cartLinesOf(testApp, account.accountId)).toEqual([['VIN-1', 1]]);
  });

  it('places the order from a cart unchanged since it was read', async () => {
    const account = await signedInAccount(testApp, { canPayOnAccount: true });
    const viewer = viewerOf(account);
    const { cart, orders } = services();
    await readyCheckout(testApp, account, [{ id: id('apron'), qty: 2 }]);
    const checkout = await cart.getForCheckout(viewer);
    if (!checkout) throw new Error('the checkout should have lines');

    const placed = await orders.placeOrder(viewer, { ...checkout, shippingInfo: SHIPPING, billingInfo: BILLING }, 'account');
    expect(placed && 'isNew' in placed ? placed.isNew : placed).toBe(true);
    expect(await cartLinesOf(testApp, account.accountId)).toEqual([]);
  });
});
