// A database connection lost while the store uses it (a restart of PostgreSQL, pg_terminate_backend)
// must not end the process (issue #16 item 26): every connection's 'error' is handled, and the store
// answers again once the database is back. The app reaches its database through a relay the test cuts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCartFixture, type CartFixture } from '../domains/cart/cart.fixtures.ts';
import { apiAs } from '../testing/api.ts';
import { buildRelayedTestApp, type RelayedTestApp } from '../testing/database-relay.ts';
import { signedInAccount, type TestSession } from '../testing/factories.ts';

/** Polls until `check` passes (the pool reconnects on its next use, LISTEN after a short delay). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const giveUpAt = Date.now() + timeoutMs;
  while (Date.now() < giveUpAt) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('a database connection lost while in use', () => {
  let relayed: RelayedTestApp;
  let fixture: CartFixture;
  let buyer: TestSession;
  beforeAll(async () => {
    // No remembered sessions: each request reads its session from the database.
    relayed = await buildRelayedTestApp({ sessionCacheTtlMs: 0 }, { poolMax: 4 });
    fixture = await insertCartFixture(relayed);
    buyer = await signedInAccount(relayed);
  });
  afterAll(async () => relayed.close());

  it('leaves the process running when a connection drops while it is checked out, and the pool serves again', async () => {
    // Between two statements of a transaction, pg-pool does not listen to the client's errors.
    const held = await relayed.database.pool.connect();
    const ended = new Promise<boolean>((resolve) => {
      held.once('end', () => resolve(true));
      setTimeout(() => resolve(false), 5_000);
    });
    await relayed.relay.cut();
    expect(await ended).toBe(true);
    held.release();

    await relayed.relay.restore();
    expect((await relayed.database.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('answers 200 again after each of ten cuts with requests in flight, and never 500', async () => {
    const api = apiAs(relayed, buyer);
    const statuses = new Set<number>();
    for (let round = 0; round < 10; round++) {
      // Reads and a transaction (an add to the cart locks the cart row) are under way when the connections go.
      const inFlight = Array.from({ length: 6 }, (_, index) =>
        index % 2 === 0 ? api.get('/api/cart') : api.post('/api/cart', { id: fixture.productId('vinyl'), qty: 1 }),
      );
      await new Promise((resolve) => setTimeout(resolve, round * 3));
      await relayed.relay.cut();
      for (const response of await Promise.all(inFlight)) statuses.add(response.status);
      await relayed.relay.restore();
      expect(await eventually(async () => (await api.get('/api/cart')).status === 200), `round ${round}`).toBe(true);
    }
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
  }, 120_000);
});
