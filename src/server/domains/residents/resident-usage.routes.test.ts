import { describe, expect, it } from 'vitest';
import { RESIDENT_MESSAGES } from '../../../shared/resident-messages.ts';
import { expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { later } from '../../testing/suite.ts';
import { cartClient } from '../cart/cart.fixtures.ts';
import { residentsClient, useResidentsApp } from './residents.fixtures.ts';

describe('the usage summary, stock on hand and Add Items to Cart', () => {
  const testApp = useResidentsApp();
  const fixture = later(() => testApp.fixture);

  /** Two residents in two locations: day pads 3 + 2 a day (West), nitrile gloves 10 a day (East), day pads 1 a day (East). */
  async function plannedAccount() {
    const session = await signedInAccount(testApp);
    const manager = residentsClient(testApp, session);
    const [breakfast, lunch, dinner] = [await manager.timeId('Breakfast'), await manager.timeId('Lunch'), await manager.timeId('Dinner')];
    const west = await manager.create({ name: 'Margaret', room: '1', location: 'West' });
    const east = await manager.create({ name: 'Norman', room: '2', location: 'East' });
    const dayPad = { category_id: fixture.categories.dayPads.id, product_id: fixture.productId('dayPad') };
    const gloves = { category_id: fixture.categories.nitrile.id, product_id: fixture.productId('nitrileBlue') };
    await manager.save(west.id, [
      { time: breakfast, ...dayPad, qty: 3 },
      { time: dinner, ...dayPad, qty: 2 },
    ]);
    await manager.save(east.id, [
      { time: lunch, ...gloves, qty: 10 },
      { time: breakfast, ...dayPad, qty: 1 },
    ]);
    return { session, manager };
  }

  it('sums what the residents use over the period in whole packets, less the stock on hand, with the cost (spec §9)', async () => {
    const { manager } = await plannedAccount();

    const summary = await manager.usage('?days=14');
    // Day pads: 6 a day × 14 = 84, packs of 28 → 3 packets × $24.99; gloves: 140, packs of 100 → 2 × $12.99.
    expect(summary).toMatchObject({ days: 14, location: 'all', total: 3 * 2499 + 2 * 1299 });
    expect(summary.data.map((line) => [line.product.title, line.qty_per_day, line.usage, line.pack_size, line.packets, line.on_hand, line.to_order, line.total])).toEqual([
      ['Day Pad Extra-28', 6, 84, 28, 3, 0, 3, 7497],
      ['Nitrile Gloves Blue Medium-100', 10, 140, 100, 2, 0, 2, 2598],
    ]);
    expect((await manager.usage()).days).toBe(7);

    const west = await manager.usage('?days=28&location=west');
    expect(west.data.map((line) => [line.product.title, line.usage, line.packets, line.to_order])).toEqual([['Day Pad Extra-28', 140, 5, 5]]);
    expect((await manager.usage('?location=none')).data).toEqual([]);
  });

  it('remembers the stock on hand per product and orders only the shortfall, never below 0', async () => {
    const { manager } = await plannedAccount();
    const stock = await manager.put('/api/resident-stock', { product_id: fixture.productId('dayPad'), on_hand: 1 });
    expect(okBody(stock)).toEqual({ data: { product_id: fixture.productId('dayPad'), on_hand: 1 }, message: RESIDENT_MESSAGES.stockSaved });
    okBody(await manager.put('/api/resident-stock', { product_id: fixture.productId('nitrileBlue'), on_hand: 50 }));

    const summary = await manager.usage('?days=14');
    expect(summary.data.map((line) => [line.product.sku, line.packets, line.on_hand, line.to_order, line.total])).toEqual([
      ['DPD-1', 3, 1, 2, 4998],
      ['NIT-1', 2, 50, 0, 0],
    ]);
    expect(summary.total).toBe(4998);
    // Remembered for the next visit, and shared by the account's summaries of any period.
    expect((await manager.usage('?days=28')).data.map((line) => line.on_hand)).toEqual([1, 50]);

    expectInvalid(await manager.put('/api/resident-stock', { product_id: fixture.productId('dayPad'), on_hand: -1 }), 'on_hand');
    expectInvalid(await manager.put('/api/resident-stock', { product_id: fixture.productId('dayPad'), on_hand: 1.5 }), 'on_hand');
    expectInvalid(await manager.put('/api/resident-stock', { product_id: fixture.productId('retired'), on_hand: 1 }), 'product_id');
  });

  it('puts exactly the shortfall in the cart, added to what is there; nothing short is a 422 with the spec’s wording', async () => {
    const { session, manager } = await plannedAccount();
    const carts = cartClient(testApp);
    await carts.add(session, { id: fixture.productId('dayPad'), qty: 1 });
    okBody(await manager.put('/api/resident-stock', { product_id: fixture.productId('dayPad'), on_hand: 1 }));

    const added = okBody(await manager.post('/api/resident-usage/cart', { days: '14' }));
    expect(added).toMatchObject({ message: 'Product/s has been added to cart', added: 2 });
    const cart = await carts.cart(session);
    expect(cart.items.map((item) => [item.sku, item.qty]).sort()).toEqual([
      ['DPD-1', 3],
      ['NIT-1', 2],
    ]);

    okBody(await manager.put('/api/resident-stock', { product_id: fixture.productId('dayPad'), on_hand: 10 }));
    okBody(await manager.put('/api/resident-stock', { product_id: fixture.productId('nitrileBlue'), on_hand: 10 }));
    expectInvalid(await manager.post('/api/resident-usage/cart', { days: '14' }), 'cart', RESIDENT_MESSAGES.nothingShort);
    expect((await carts.cart(session)).items).toHaveLength(2);
  });

  it('refuses a period other than 1 to 4 weeks', async () => {
    const manager = residentsClient(testApp, await signedInAccount(testApp));
    for (const days of ['0', '5', '30', 'x', '7.0']) expectInvalid(await manager.get(`/api/resident-usage?days=${days}`), 'days');
    expectInvalid(await manager.post('/api/resident-usage/cart', { days: '3' }), 'days');
  });

  it('is guarded: guests 401, no CSRF 403; another account sees only its own residents’ use', async () => {
    await plannedAccount();
    await expectGuarded(testApp, { method: 'GET', url: '/api/resident-usage' });
    await expectGuarded(testApp, { method: 'PUT', url: '/api/resident-stock', body: { product_id: fixture.productId('dayPad'), on_hand: 1 } });
    await expectGuarded(testApp, { method: 'POST', url: '/api/resident-usage/cart', body: {} });
    const stranger = residentsClient(testApp, await signedInAccount(testApp));
    expect(await stranger.usage()).toMatchObject({ data: [], total: 0 });
  });
});
