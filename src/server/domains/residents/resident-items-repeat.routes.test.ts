// Issue #16 item 25: a resident's line is one product at one order time, so a save sent again (a double
// click, two tabs, a retry) leaves one line, and the usage, the cart and the standing order count it once.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAME_PRODUCT_TWICE_MESSAGE } from '../../../shared/resident-messages.ts';

import { expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { later } from '../../testing/suite.ts';
import { cartClient } from '../cart/cart.fixtures.ts';
import { linesOf, residentsClient, useResidentsApp, type LineInput } from './residents.fixtures.ts';
import { standingOrderRunQueue, standingOrdersSweepQueue } from './residents.queues.ts';

// Monday 23 November 2026 in Auckland: a standing order set for Mondays at 05:00 runs from 06:00.
const MONDAY_5AM = new Date('2026-11-22T16:00:00Z');
const MONDAY_7AM = new Date('2026-11-22T18:00:00Z');
let clock = MONDAY_5AM;

describe('a repeated save of a resident line stores it once (issue #16 item 25)', () => {
  const testApp = useResidentsApp({ runJobs: false, now: () => clock });
  const fixture = later(() => testApp.fixture);

  async function plannedResident() {
    const session = await signedInAccount(testApp);
    const manager = residentsClient(testApp, session);
    const resident = await manager.create({ name: 'Iris' });
    const breakfast = await manager.timeId('Breakfast');
    const dayPads = (qty: number, id = 0): LineInput => ({ id, time: breakfast, category_id: fixture.categories.dayPads.id, product_id: fixture.productId('dayPad'), qty });
    const save = (items: LineInput[]) => manager.put('/api/resident-items', { resident_id: resident.id, items });
    return { session, manager, resident, breakfast, dayPads, save };
  }

  it('leaves one line when the same new line is saved twice in a row, and the usage, cart and standing order count it once', async () => {
    const { session, manager, resident, dayPads, save } = await plannedResident();
    okBody(await save([dayPads(3)]));
    okBody(await save([dayPads(3)]));
    const stored = await manager.resident(resident.id);
    expect(linesOf(stored)).toEqual([['Breakfast', 'Day Pad Extra-28', 3]]);
    expect(stored.line_count).toBe(1);
    // 3 a day for 14 days = 42 day pads: 2 packets of 28.
    expect((await manager.usage('?days=14')).data.map((line) => [line.product.sku, line.qty_per_day, line.to_order])).toEqual([['DPD-1', 3, 2]]);
    okBody(await manager.post('/api/resident-usage/cart', { days: '14' }));
    expect((await cartClient(testApp).cart(session)).items.map((item) => [item.sku, item.qty])).toEqual([['DPD-1', 2]]);

    for (const item of (await cartClient(testApp).cart(session)).items) okBody(await cartClient(testApp).remove(item.key, session));
    clock = MONDAY_5AM;
    okBody(await manager.put('/api/resident-standing-order', { weeks: 2, weekday: 1 }));
    clock = MONDAY_7AM;
    await testApp.app.jobs.send(standingOrdersSweepQueue, {});
    await testApp.app.jobs.runDue(standingOrdersSweepQueue);
    await testApp.app.jobs.runDue(standingOrderRunQueue);
    expect((await cartClient(testApp).cart(session)).items.map((item) => [item.sku, item.qty])).toEqual([['DPD-1', 2]]);
  });

  it('leaves one line when the same save arrives twice at the same instant', async () => {
    const { manager, resident, dayPads, save } = await plannedResident();
    const answers = await Promise.all([save([dayPads(3)]), save([dayPads(3)])]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(linesOf(await manager.resident(resident.id))).toEqual([['Breakfast', 'Day Pad Extra-28', 3]]);
  });

  it('takes a later save of the same product at the same order time as a change of its quantity (two tabs)', async () => {
    const { manager, resident, dayPads, save } = await plannedResident();
    const first = okBody(await save([dayPads(3)])).data.find((saved: { id: number }) => saved.id === resident.id);
    const lineId = first.order_times[0].products[0].id;
    okBody(await save([dayPads(5)]));
    const stored = await manager.resident(resident.id);
    expect(linesOf(stored)).toEqual([['Breakfast', 'Day Pad Extra-28', 5]]);
    expect(stored.order_times[0]?.products[0]?.id).toBe(lineId);
  });

  it('refuses the same product twice at one order time in one save, naming the later line, and stores nothing', async () => {
    const { manager, resident, breakfast, dayPads, save } = await plannedResident();
    const vinyl: LineInput = { id: 0, time: breakfast, category_id: fixture.categories.vinyl.id, product_id: fixture.productId('vinyl'), qty: 1 };
    expectInvalid(await save([dayPads(3), vinyl, dayPads(2)]), 'items.2.product_id', SAME_PRODUCT_TWICE_MESSAGE('Breakfast'));
    expect((await manager.resident(resident.id)).line_count).toBe(0);

    // A saved line changed to a product the resident already has at that order time is refused the same way.
    const saved = okBody(await save([dayPads(3), vinyl])).data.find((found: { id: number }) => found.id === resident.id);
    const [padLine, vinylLine] = saved.order_times[0].products.map((line: { id: number }) => line.id);
    expectInvalid(await save([dayPads(3, padLine), { ...dayPads(1), id: vinylLine }]), 'items.1.product_id', SAME_PRODUCT_TWICE_MESSAGE('Breakfast'));
    expect(linesOf(await manager.resident(resident.id))).toEqual([
      ['Breakfast', 'Day Pad Extra-28', 3],
      ['Breakfast', 'Vinyl Gloves Clear Small-100', 1],
    ]);
  });

  it('lets two saved lines swap their products in one save', async () => {
    const { manager, resident, breakfast, dayPads, save } = await plannedResident();
    const vinyl = (qty: number, id = 0): LineInput => ({ id, time: breakfast, category_id: fixture.categories.vinyl.id, product_id: fixture.productId('vinyl'), qty });
    const saved = okBody(await save([dayPads(3), vinyl(1)])).data.find((found: { id: number }) => found.id === resident.id);
    const [padLine, vinylLine] = saved.order_times[0].products.map((line: { id: number }) => line.id);
    okBody(await save([vinyl(4, padLine), dayPads(6, vinylLine)]));
    expect(linesOf(await manager.resident(resident.id)).sort()).toEqual([
      ['Breakfast', 'Day Pad Extra-28', 6],
      ['Breakfast', 'Vinyl Gloves Clear Small-100', 4],
    ]);
  });
});

describe('the migration to one line per order time and product (issue #16 item 25)', () => {
  const testApp = useResidentsApp();
  const fixture = later(() => testApp.fixture);
  const migrationsFolder = new URL('../../db/migrations/', import.meta.url);

  it('merges lines stored twice: repeats of a line go, different quantities of one product at one order time add up', async () => {
    const manager = residentsClient(testApp, await signedInAccount(testApp));
    const resident = await manager.create({ name: 'Ivy' });
    const [breakfast, lunch] = [await manager.timeId('Breakfast'), await manager.timeId('Lunch')];
    const db = testApp.database.db;
    // As the store was before the migration: no unique index, and a save stored twice.
    await db.execute(sql`DROP INDEX resident_lines_identity_idx`);
    const insert = (time: number, key: string, qty: number) =>
      db.execute(sql`INSERT INTO resident_lines (resident_id, order_time_id, category_id, product_id, qty, title)
        VALUES (${resident.id}, ${time}, ${fixture.categories.vinyl.id}, ${fixture.productId(key)}, ${qty}, 'kept title')`);
    for (const [time, key, qty] of [
      [breakfast, 'vinyl', 2], [breakfast, 'vinyl', 2], [breakfast, 'vinyl', 2], // one save stored three times
      [lunch, 'vinyl', 3], [lunch, 'vinyl', 3], [lunch, 'vinyl', 4], // stored twice, then a different quantity added
      [breakfast, 'nitrileBlue', 9_000], [breakfast, 'nitrileBlue', 5_000], // adds up past the most a day
      [lunch, 'dayPad', 1], // no duplicate
    ] as const) await insert(time, key, qty);

    const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_resident_line_identity.sql'));
    expect(file).toBeDefined();
    for (const statement of readFileSync(new URL(file ?? '', migrationsFolder), 'utf8').split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const rows = await db.execute<{ time: number; product: number; qty: number }>(sql`
      SELECT order_time_id AS time, product_id AS product, qty FROM resident_lines WHERE resident_id = ${resident.id} ORDER BY id`);
    expect(rows.rows).toEqual([
      { time: breakfast, product: fixture.productId('vinyl'), qty: 2 },
      { time: lunch, product: fixture.productId('vinyl'), qty: 7 },
      { time: breakfast, product: fixture.productId('nitrileBlue'), qty: 9_999 },
      { time: lunch, product: fixture.productId('dayPad'), qty: 1 },
    ]);
    // And the index holds from now on.
    await expect(insert(lunch, 'dayPad', 1)).rejects.toThrow();
  });
});
