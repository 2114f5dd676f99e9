// The order feed while orders are being placed (issue #19, docs/decisions.md): paging as orders commit,
// including an order whose placing transaction began first and stays open while later ones commit,
// nothing is missed and nothing is handed out twice. The open transaction needs a second connection,
// so that part runs on PostgreSQL (npm run test:pg); the embedded database has one session.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { okBody, type ApiClient } from '../../testing/api.ts';
import { createAccountWithUser, type TestAccount } from '../../testing/factories.ts';
import { insertPlacedOrder } from '../../testing/fulfilment.fixtures.ts';
import { insertUnplacedCardOrder } from '../../testing/order-feed.fixtures.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { newErp, readFeedUntil } from './integration.fixtures.ts';

const isServer = Boolean(process.env.TEST_DATABASE_URL);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads one page from `cursor`; the order numbers and where to go on from. */
async function readPage(erp: ApiClient, cursor: string | null, limit: number): Promise<{ numbers: string[]; next: string | null }> {
  const page = okBody(await erp.get(`/api/integration/orders?limit=${limit}${cursor ? `&after=${cursor}` : ''}`));
  return { numbers: page.data.map((order: { order_number: string }) => order.order_number), next: page.next };
}

/**
 * Places an order the slow way, as a card payment does: its transaction takes its id first, waits
 * `holdMs` (later orders commit meanwhile), then numbers the order and commits. Answers its number.
 */
async function placeSlowly(testApp: TestApp, account: TestAccount, holdMs: number, started?: () => void): Promise<string> {
  const orderId = await insertUnplacedCardOrder(testApp, account);
  const client: pg.PoolClient = await testApp.database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_current_xact_id()');
    started?.();
    await pause(holdMs);
    const { rows } = await client.query(
      `WITH next AS (UPDATE order_number_counter SET last_number = last_number + 1 WHERE id = 1 RETURNING last_number)
       UPDATE orders SET order_number = 'CS-' || next.last_number::text, status = 'paid' FROM next WHERE orders.id = $1 RETURNING order_number`,
      [orderId],
    );
    await client.query('COMMIT');
    return rows[0].order_number as string;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

describe('the order feed while orders are placed', () => {
  const testApp = useTestApp(undefined, { runJobs: false });

  it('misses and repeats nothing while orders are placed concurrently and paged through', async () => {
    const erp = await newErp(testApp, ['orders']);
    const account = await createAccountWithUser(testApp);
    let cursor = (await readPage(erp, null, 1000)).next;
    const placed: string[] = [];
    const read: string[] = [];
    const state = { isPlacing: true };
    const placing = (async () => {
      for (let round = 0; round < 4; round++) {
        const batch = await Promise.all([
          ...Array.from({ length: 5 }, async () => (await insertPlacedOrder(testApp, account)).orderNumber),
          ...(isServer ? [placeSlowly(testApp, account, 30 + Math.floor(Math.random() * 40))] : []),
        ]);
        placed.push(...batch);
      }
      state.isPlacing = false;
    })();
    const reading = (async () => {
      for (;;) {
        const wasPlacing = state.isPlacing;
        const page = await readPage(erp, cursor, 3);
        read.push(...page.numbers);
        cursor = page.next;
        if (page.numbers.length === 0 && !wasPlacing) return;
        if (page.numbers.length === 0) await pause(5);
      }
    })();
    await Promise.all([placing, reading]);
    // On a shared PostgreSQL server another database's transaction may hold the horizon back a moment.
    read.push(...(await readFeedUntil(erp, cursor, 3, placed.length - read.length)).numbers);
    expect(new Set(read).size).toBe(read.length);
    expect([...read].sort()).toEqual([...placed].sort());
  });

  it.runIf(isServer)('holds back orders committed after an older transaction still open, then gives them all in order', async () => {
    const erp = await newErp(testApp, ['orders']);
    const account = await createAccountWithUser(testApp);
    let cursor = (await readPage(erp, null, 1000)).next;
    let hasStarted!: () => void;
    const started = new Promise<void>((resolve) => (hasStarted = resolve));
    const slow = placeSlowly(testApp, account, 600, hasStarted);
    await started;
    const later = await insertPlacedOrder(testApp, account);
    const meanwhile = await readPage(erp, cursor, 10);
    expect(meanwhile.numbers).toEqual([]);
    cursor = meanwhile.next;
    const slowNumber = await slow;
    const after = await readFeedUntil(erp, cursor, 10, 2);
    expect(after.numbers).toEqual([slowNumber, later.orderNumber]);
  });
});
