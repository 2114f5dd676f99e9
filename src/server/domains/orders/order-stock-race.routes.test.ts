// The last carton raced by two buyers goes to one of them (issue #30 Part 3): the stock is checked and taken
// under the products' row locks in the placing transaction, so on PostgreSQL two accounts paying at the same
// moment for the one carton left of a `stop` product get one order and one 422, and two orders of the same
// products in opposite cart orders both go through (locks are taken in product id order: no deadlock).
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../testing/factories.ts';
import { fixtureProductId, ordersOf, pay, readyCheckout, setStock, stockOf, useOrdersApp } from './orders.fixtures.ts';

describe('the last carton, raced', () => {
  const testApp = useOrdersApp();
  const id = (key: string) => fixtureProductId(testApp, key);

  it('goes to exactly one of two buyers paying on account at once; the other gets a 422 naming the line', async () => {
    await setStock(testApp, id('nitrileBlue'), 1, 'stop');
    const buyers = await Promise.all([1, 2].map(() => signedInAccount(testApp, { canPayOnAccount: true })));
    for (const buyer of buyers) await readyCheckout(testApp, buyer, [{ id: id('nitrileBlue'), qty: 1 }]);

    const answers = await Promise.all(buyers.map((buyer) => pay(testApp, 'account', buyer)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.status === 422);
    expect(refused?.body.errors).toEqual({ 'lines.0.qty': 'None available: it is out of stock.' });
    const placed = (await Promise.all(buyers.map((buyer) => ordersOf(testApp, buyer.accountId)))).flat();
    expect(placed.map((order) => order.status)).toEqual(['placed_on_account']);
    expect(await stockOf(testApp, id('nitrileBlue'))).toBe(0);
  });

  it('places two orders of the same products in opposite orders at once, taking both', async () => {
    await setStock(testApp, id('nitrileBlue'), 10, 'stop');
    await setStock(testApp, id('apron'), 10, 'stop');
    const [first, second] = await Promise.all([1, 2].map(() => signedInAccount(testApp, { canPayOnAccount: true })));
    if (!first || !second) throw new Error('no buyers');
    await readyCheckout(testApp, first, [{ id: id('nitrileBlue'), qty: 2 }, { id: id('apron'), qty: 3 }]);
    await readyCheckout(testApp, second, [{ id: id('apron'), qty: 4 }, { id: id('nitrileBlue'), qty: 1 }]);

    const answers = await Promise.all([pay(testApp, 'account', first), pay(testApp, 'account', second)]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect([await stockOf(testApp, id('nitrileBlue')), await stockOf(testApp, id('apron'))]).toEqual([7, 3]);
  });
});
