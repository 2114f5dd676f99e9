import { describe, expect, it } from 'vitest';
import { RESIDENT_MESSAGES } from '../../../shared/resident-messages.ts';
import { expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { setProductActive } from '../../testing/products.fixtures.ts';
import { later } from '../../testing/suite.ts';
import { RESTRICTED_ACCOUNT } from '../catalogue/catalogue.fixtures.ts';
import { linesOf, residentsClient, useResidentsApp } from './residents.fixtures.ts';

describe('resident product lines: spec §7 /api/resident-items', () => {
  const testApp = useResidentsApp();
  const fixture = later(() => testApp.fixture);
  const fresh = async (accountNumber?: string) => residentsClient(testApp, await signedInAccount(testApp, { accountNumber }));
  const line = (time: number, key: string, category: keyof typeof fixture.categories, qty: number, id = 0) => ({
    id,
    time,
    category_id: fixture.categories[category].id,
    product_id: fixture.productId(key),
    qty,
  });

  it('saves the lines that qualify, answers every resident as stored, and prices the resident per day, week and month', async () => {
    const manager = await fresh();
    const resident = await manager.create({ name: 'Margaret', room: '12' });
    const other = await manager.create({ name: 'Norman', room: '14' });
    const [breakfast, lunch, dinner] = [await manager.timeId('Breakfast'), await manager.timeId('Lunch'), await manager.timeId('Dinner')];

    const response = await manager.put('/api/resident-items', {
      resident_id: resident.id,
      items: [
        line(breakfast, 'dayPad', 'dayPads', 3),
        line(dinner, 'dayPad', 'pads', 2), // a category above the product's own is a valid choice
        { ...line(lunch, 'nitrileBlue', 'nitrile', 10), is_saved: false, schedule: 'Lunch', product: { price: 1 } },
        line(lunch, 'vinyl', 'vinyl', 0), // quantity 0: a placeholder, not saved
        { id: 0, time: lunch, category_id: 0, product_id: 0, qty: 0 },
      ],
    });

    const body = okBody(response);
    expect(body.message).toBe(RESIDENT_MESSAGES.saved);
    expect(body.data.map((saved: { name: string }) => saved.name)).toEqual(['Margaret', 'Norman']);
    const saved = await manager.resident(resident.id);
    expect(linesOf(saved)).toEqual([
      ['Breakfast', 'Day Pad Extra-28', 3],
      ['Lunch', 'Nitrile Gloves Blue Medium-100', 10],
      ['Dinner', 'Day Pad Extra-28', 2],
    ]);
    const lunchLine = saved.order_times.find((time) => time.title === 'Lunch')?.products[0];
    expect(lunchLine).toMatchObject({
      time: lunch,
      resident_id: resident.id,
      category_id: fixture.categories.nitrile.id,
      product_id: fixture.productId('nitrileBlue'),
      product: { id: fixture.productId('nitrileBlue'), title: 'Nitrile Gloves Blue Medium-100', price: 1299, pack_size: 100, image: expect.any(String) },
      is_saved: true,
      schedule: 'Lunch',
      available: true,
    });
    // Each line's day rounded once: $24.99/28 × 3 = 267.75 → 268, $12.99/100 × 10 = 129.9 → 130, $24.99/28 × 2 = 178.5 → 179;
    // the day is their sum (577), the week 7 × it and the month 28 × it (issue #16 item 8).
    expect(saved).toMatchObject({ cost_per_day: 577, cost_per_week: 4039, cost_per_month: 16156 });
    expect((await manager.resident(other.id)).cost_per_week).toBe(0);

    // The list without lines (rows that open one at a time) keeps the count and the costs; a row's read has the lines.
    const lean = okBody(await manager.get('/api/resident-orders?lines=none')).data.find((listed: { id: number }) => listed.id === resident.id);
    expect(lean).toMatchObject({ order_times: [], line_count: 3, cost_per_day: 577, cost_per_week: 4039, cost_per_month: 16156 });
    const one = okBody(await manager.get(`/api/resident-orders/${resident.id}`)).data;
    expect(one).toEqual(saved);
    expect((await manager.get(`/api/resident-orders/${resident.id + 100_000}`)).status).toBe(404);
    expectInvalid(await manager.get('/api/resident-orders?lines=some'), 'lines');
  });

  it('updates a line by its id (another resident’s line id is a 404) and removes one line', async () => {
    const manager = await fresh();
    const resident = await manager.create({ name: 'Olive' });
    const other = await manager.create({ name: 'Percy' });
    const breakfast = await manager.timeId('Breakfast');
    await manager.save(resident.id, [line(breakfast, 'dayPad', 'dayPads', 3)]);
    await manager.save(other.id, [line(breakfast, 'apron', 'gloves', 1)]);
    const lineId = (await manager.resident(resident.id)).order_times[0]?.products[0]?.id ?? 0;
    const otherLineId = (await manager.resident(other.id)).order_times[0]?.products[0]?.id ?? 0;

    await manager.save(resident.id, [line(breakfast, 'dayPad', 'dayPads', 6, lineId)]);
    expect(linesOf(await manager.resident(resident.id))).toEqual([['Breakfast', 'Day Pad Extra-28', 6]]);
    expect((await manager.put('/api/resident-items', { resident_id: resident.id, items: [line(breakfast, 'dayPad', 'dayPads', 9, otherLineId)] })).status).toBe(404);
    expect(linesOf(await manager.resident(other.id))).toEqual([['Breakfast', 'Aprons On A Roll White-200', 1]]);

    const removed = okBody(await manager.delete(`/api/resident-items/${resident.id}/${lineId}`));
    expect(removed).toMatchObject({ message: RESIDENT_MESSAGES.lineRemoved, data: { id: resident.id, cost_per_day: 0 } });
    expect((await manager.delete(`/api/resident-items/${resident.id}/${lineId}`)).status).toBe(404);
    expect((await manager.delete(`/api/resident-items/${resident.id}/${otherLineId}`)).status).toBe(404);
  });

  it('refuses a save with nothing to send, a product the account cannot buy, a product in sizes, a wrong category and an unknown order time', async () => {
    const manager = await fresh(RESTRICTED_ACCOUNT);
    const resident = await manager.create({ name: 'Quentin' });
    const breakfast = await manager.timeId('Breakfast');
    const save = (items: unknown[]) => manager.put('/api/resident-items', { resident_id: resident.id, items });

    const nothing = expectInvalid(await save([{ time: breakfast, category_id: 0, product_id: 0, qty: 0 }, line(breakfast, 'dayPad', 'dayPads', 0)]), 'items', RESIDENT_MESSAGES.nothingToSave);
    expect(nothing.message).toBe(RESIDENT_MESSAGES.nothingToSave);
    expectInvalid(await save([]), 'items', RESIDENT_MESSAGES.nothingToSave);
    // Hidden from this account by rest_acc: told exactly as a product that is not sold.
    expectInvalid(await save([line(breakfast, 'dayPad', 'dayPads', 1), line(breakfast, 'feed', 'tubeFeeds', 1)]), 'items.1.product_id', RESIDENT_MESSAGES.cannotSchedule);
    expectInvalid(await save([line(breakfast, 'retired', 'nitrile', 1)]), 'items.0.product_id', RESIDENT_MESSAGES.cannotSchedule);
    expectInvalid(await save([line(breakfast, 'nitrileRange', 'nitrile', 1)]), 'items.0.product_id', RESIDENT_MESSAGES.cannotSchedule);
    expectInvalid(await save([line(breakfast, 'dayPad', 'vinyl', 1)]), 'items.0.category_id', RESIDENT_MESSAGES.wrongCategory);
    const strangerTime = await (await fresh()).timeId('Lunch');
    expectInvalid(await save([line(strangerTime, 'dayPad', 'dayPads', 1)]), 'items.0.time');
    expectInvalid(await save([line(breakfast, 'dayPad', 'dayPads', 10_000)]), 'items.0.qty');
    expectInvalid(await save([{ ...line(breakfast, 'dayPad', 'dayPads', 1), qty: '2' }]), 'items.0.qty');
    expectInvalid(await manager.put('/api/resident-items', { resident_id: 'x', items: [] }), 'resident_id');
    // Nothing of a refused save was kept.
    expect(linesOf(await manager.resident(resident.id))).toEqual([]);
  });

  it('keeps a line whose product stops being sold, shown unavailable and left out of the cost', async () => {
    const manager = await fresh();
    const resident = await manager.create({ name: 'Rita' });
    const breakfast = await manager.timeId('Breakfast');
    await manager.save(resident.id, [line(breakfast, 'apron', 'gloves', 2), line(breakfast, 'vinyl', 'vinyl', 1)]);
    await setProductActive(testApp, fixture.productId('apron'), false);
    try {
      const shown = await manager.resident(resident.id);
      expect(shown.order_times[0]?.products.map((saved) => [saved.title, saved.available, saved.product?.price ?? null])).toEqual([
        ['Aprons On A Roll White-200', false, null],
        ['Vinyl Gloves Clear Small-100', true, 599],
      ]);
      // $5.99/100 × 1 a day = 5.99 → 6 cents, × 7 = 42.
      expect(shown.cost_per_week).toBe(42);
    } finally {
      await setProductActive(testApp, fixture.productId('apron'), true);
    }
  });

  it('is guarded: guests 401, no CSRF 403, another account’s resident and line 404', async () => {
    const manager = await fresh();
    const resident = await manager.create({ name: 'Sam' });
    const breakfast = await manager.timeId('Breakfast');
    await manager.save(resident.id, [line(breakfast, 'vinyl', 'vinyl', 1)]);
    const lineId = (await manager.resident(resident.id)).order_times[0]?.products[0]?.id ?? 0;
    await expectGuarded(testApp, { method: 'PUT', url: '/api/resident-items', body: { resident_id: resident.id, items: [line(breakfast, 'vinyl', 'vinyl', 5, lineId)] } }, { otherAccount: true });
    await expectGuarded(testApp, { method: 'DELETE', url: `/api/resident-items/${resident.id}/${lineId}` }, { otherAccount: true });
    await expectGuarded(testApp, { method: 'GET', url: `/api/resident-orders/${resident.id}` }, { otherAccount: true });
    expect(linesOf(await manager.resident(resident.id))).toEqual([['Breakfast', 'Vinyl Gloves Clear Small-100', 1]]);
  });
});
