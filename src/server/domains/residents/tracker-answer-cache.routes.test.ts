// The tracker's cached answers (issue #10 speed): a write of the account's resident data, by any path and
// in any process, is seen by the next read; a catalogue change within the cache's time to live.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ResidentJson } from '../../../shared/schemas/residents.ts';
import { apiAs, okBody } from '../../testing/api.ts';
import { setProductPrice } from '../../testing/products.fixtures.ts';
import { later } from '../../testing/suite.ts';
import { buildSiblingApp } from '../../testing/test-app.ts';
import { plannedManager, residentsClient, useResidentsApp } from './residents.fixtures.ts';

const TTL_MS = 400;
const qtyOf = (residents: ResidentJson[]) => residents.flatMap((resident) => resident.order_times.flatMap((time) => time.products.map((line) => line.qty)));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('cached tracker answers', () => {
  const testApp = useResidentsApp({ runJobs: false, config: { residentCacheTtlMs: TTL_MS } });
  const fixture = later(() => testApp.fixture);

  it('answers a save, a change made in SQL and the stock on hand at once, and another account its own', async () => {
    const session = await plannedManager(testApp, fixture);
    const manager = residentsClient(testApp, session);
    const [resident] = await manager.residents();
    expect(qtyOf(await manager.residents()).sort()).toEqual([10, 3]);

    const time = await manager.timeId('Dinner');
    await manager.save(resident!.id, [{ time, category_id: fixture.categories.dayPads.id, product_id: fixture.productId('dayPad'), qty: 4 }]);
    // A save adds the new line beside the stored ones.
    expect(qtyOf(await manager.residents()).sort()).toEqual([10, 3, 4]);
    // Any write path moves the version on (a trigger), not only the service's.
    await testApp.database.db.execute(sql`UPDATE resident_lines SET qty = 6 WHERE resident_id = ${resident!.id}`);
    expect(qtyOf(await manager.residents())).toEqual([6, 6, 6]);

    const usage = async () => (await manager.usage('?days=7')).data.map((line) => [line.product.sku, line.on_hand, line.to_order]);
    // 7 days: day pads 2 lines × 6 = 12 a day, 84 → 3 packets of 28; gloves 6 a day, 42 → 1 packet of 100.
    expect(await usage()).toEqual([
      ['DPD-1', 0, 3],
      ['VIN-1', 0, 1],
    ]);
    okBody(await manager.put('/api/resident-stock', { product_id: fixture.productId('dayPad'), on_hand: 1 }));
    expect(await usage()).toEqual([
      ['DPD-1', 1, 2],
      ['VIN-1', 0, 1],
    ]);

    const other = residentsClient(testApp, await plannedManager(testApp, fixture));
    expect(qtyOf(await other.residents()).sort()).toEqual([10, 3]);
    expect(qtyOf(await manager.residents())).toEqual([6, 6, 6]);
  });

  it('shows a catalogue change once the answer is older than its time to live', async () => {
    const session = await plannedManager(testApp, fixture);
    const manager = residentsClient(testApp, session);
    const priceOfDayPads = async () => (await manager.usage('?days=7')).data.find((line) => line.product.sku === 'DPD-1')?.product.price;
    const before = await priceOfDayPads();
    await setProductPrice(testApp, fixture.productId('dayPad'), 3100);
    try {
      await pause(TTL_MS + 100);
      expect(await priceOfDayPads()).toBe(3100);
    } finally {
      await setProductPrice(testApp, fixture.productId('dayPad'), before ?? 2499);
    }
  });

  it('answers a change made through another server process at once', async () => {
    const session = await plannedManager(testApp, fixture);
    const manager = residentsClient(testApp, session);
    const [resident] = await manager.residents();
    const sibling = await buildSiblingApp(testApp, { runJobs: false });
    try {
      const time = await manager.timeId('Supper');
      const elsewhere = apiAs({ ...testApp, app: sibling.app }, session);
      okBody(await elsewhere.put('/api/resident-items', { resident_id: resident!.id, items: [{ time, category_id: fixture.categories.vinyl.id, product_id: fixture.productId('vinyl'), qty: 9 }] }));
    } finally {
      await sibling.app.close();
    }
    expect(qtyOf(await manager.residents()).sort()).toEqual([10, 3, 9]);
  });
});

describe('cached tracker answers and catalogue notices (issue #19)', () => {
  const testApp = useResidentsApp({ runJobs: false, config: { residentCacheTtlMs: 60_000 } });
  const fixture = later(() => testApp.fixture);

  it('shows a price changed outside this process within a second, long before the answer would age out', async () => {
    const manager = residentsClient(testApp, await plannedManager(testApp, fixture));
    const priceOfDayPads = async () => (await manager.usage('?days=7')).data.find((line) => line.product.sku === 'DPD-1')?.product.price;
    const before = await priceOfDayPads();
    await setProductPrice(testApp, fixture.productId('dayPad'), 3300);
    try {
      const deadline = Date.now() + 1000;
      let price = await priceOfDayPads();
      while (price !== 3300 && Date.now() < deadline) {
        await pause(25);
        price = await priceOfDayPads();
      }
      expect(price).toBe(3300);
    } finally {
      await setProductPrice(testApp, fixture.productId('dayPad'), before ?? 2499);
    }
  });
});
