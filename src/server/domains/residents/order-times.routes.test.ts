import { describe, expect, it } from 'vitest';
import { expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { later } from '../../testing/suite.ts';
import { DEFAULT_ORDER_TIMES } from './order-times.repo.ts';
import { ORDER_TIME_TAKEN_MESSAGE, REORDER_MISMATCH_MESSAGE, removeOrderTimeQuestion } from './order-times.service.ts';
import { linesOf, residentsClient, useResidentsApp } from './residents.fixtures.ts';

describe('the account’s order times', () => {
  const testApp = useResidentsApp();
  const fixture = later(() => testApp.fixture);
  const fresh = async () => residentsClient(testApp, await signedInAccount(testApp));
  const titles = (times: { title: string }[]) => times.map((time) => time.title);

  it('starts with the six defaults once, even when first asked for twice at the same instant', async () => {
    const manager = await fresh();
    const [first, second] = await Promise.all([manager.orderTimes(), manager.orderTimes()]);
    expect(titles(first)).toEqual([...DEFAULT_ORDER_TIMES]);
    expect(second).toEqual(first);
    expect(titles(await manager.orderTimes())).toEqual([...DEFAULT_ORDER_TIMES]);
  });

  it('adds, renames and reorders; a title is used once (any case)', async () => {
    const manager = await fresh();
    const added = await manager.post('/api/resident-order-times', { title: 'Night' });
    expect(added.status).toBe(201);
    expect(titles(added.body.data).at(-1)).toBe('Night');
    expectInvalid(await manager.post('/api/resident-order-times', { title: 'lunch' }), 'title', ORDER_TIME_TAKEN_MESSAGE);
    expectInvalid(await manager.post('/api/resident-order-times', { title: ' ' }), 'title');

    const supper = await manager.timeId('Supper');
    expect(titles(okBody(await manager.put(`/api/resident-order-times/${supper}`, { title: 'Late Supper' })).data)).toContain('Late Supper');
    expectInvalid(await manager.put(`/api/resident-order-times/${supper}`, { title: 'BREAKFAST' }), 'title', ORDER_TIME_TAKEN_MESSAGE);

    const ids = (await manager.orderTimes()).map((time) => time.id);
    const reversed = okBody(await manager.put('/api/resident-order-times/order', { ids: [...ids].reverse() })).data;
    expect(titles(reversed)).toEqual(['Night', 'Late Supper', 'Dinner', 'Afternoon Tea', 'Lunch', 'Morning Tea', 'Breakfast']);
    expectInvalid(await manager.put('/api/resident-order-times/order', { ids: ids.slice(1) }), 'ids', REORDER_MISMATCH_MESSAGE);
  });

  it('asks before removing an order time that has lines, then removes it and them', async () => {
    const manager = await fresh();
    const resident = await manager.create({ name: 'Una' });
    const [breakfast, lunch] = [await manager.timeId('Breakfast'), await manager.timeId('Lunch')];
    const vinyl = { category_id: fixture.categories.vinyl.id, product_id: fixture.productId('vinyl'), qty: 1 };
    await manager.save(resident.id, [{ time: breakfast, ...vinyl }, { time: lunch, ...vinyl }]);

    const asked = expectInvalid(await manager.delete(`/api/resident-order-times/${lunch}`), 'confirm', removeOrderTimeQuestion('Lunch', 1));
    expect(asked.message).toBe('1 product is scheduled at Lunch. Removing Lunch removes them from every resident.');
    expect(titles(await manager.orderTimes())).toContain('Lunch');

    const removed = okBody(await manager.delete(`/api/resident-order-times/${lunch}?confirm=true`)).data;
    expect(titles(removed)).not.toContain('Lunch');
    expect(linesOf(await manager.resident(resident.id))).toEqual([['Breakfast', 'Vinyl Gloves Clear Small-100', 1]]);
    // One without lines goes at once.
    okBody(await manager.delete(`/api/resident-order-times/${await manager.timeId('Supper')}`));
    expect(await manager.orderTimes()).toHaveLength(4);
  });

  it('is guarded: guests 401, no CSRF 403, another account’s order time 404', async () => {
    const manager = await fresh();
    const lunch = await manager.timeId('Lunch');
    await expectGuarded(testApp, { method: 'GET', url: '/api/resident-order-times' });
    await expectGuarded(testApp, { method: 'PUT', url: `/api/resident-order-times/${lunch}`, body: { title: 'Brunch' } }, { otherAccount: true });
    await expectGuarded(testApp, { method: 'DELETE', url: `/api/resident-order-times/${lunch}?confirm=true` }, { otherAccount: true });
    expect(titles(await manager.orderTimes())).toContain('Lunch');
  });
});
