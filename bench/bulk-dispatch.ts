// Issue #30 Part 1's bulk moves, on PostgreSQL with the 200,000 generated orders of bench/staff-orders.ts
// (its database, bench_orders) and the 50,000-product catalogue:
// - POST /admin/api/orders/bulk-status moving 500 orders new → processing, then dispatching the same 500
//   with one carrier and a tracking reference each (target: a 500-order dispatch < 10 s). Each order
//   moves as a move of one (history row, e-mail and webhook jobs, the invoice of an on-account order,
//   audit row), so this is 500 of the store's transactions end to end;
// - the storefront's category API against its bare route (bench/bare-server.ts), quiet and then while
//   bulk moves run one after another, so its ratio to the ceiling can be compared.
//   BENCH_ONLY=bulk-dispatch npm run bench
import { categoryRatio, prepareStaffOrdersDatabase, signedInStaff, withClient, type StaffBenchRow } from './staff-orders.ts';

type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };
type BulkAnswer = { moved?: number; refused?: number; message?: string };

const BATCH = 500;
/** Orders made movable again each run: enough batches for the timed runs and the busy ratio's rounds. */
const MOVABLE = 12_000;
const TIMED_RUNS = 3;

/**
 * Old on-account orders put back to new and off hold (a previous run may have moved them), none that an
 * earlier run invoiced, each given a whole billing address (the generator gives names only; a dispatch
 * invoices the order to it).
 */
async function movableOrders(databaseUrl: string): Promise<number[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `UPDATE orders SET fulfilment_status = 'new', carrier = NULL, tracking_ref = NULL, dispatched_at = NULL, delivered_at = NULL,
         held_at = NULL, hold_reason = NULL, held_by = NULL, billing_info = shipping_info - 'notes' - 'purchase_order_no'
       WHERE id IN (SELECT id FROM orders WHERE checkout_key LIKE 'bench-%:account' AND created_at < now() - interval '300 days'
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = orders.id) ORDER BY id DESC LIMIT ${MOVABLE})
       RETURNING id`,
    );
    // Issue #30: their lines not shipped yet (migration 0051 marked those of dispatched and delivered orders shipped).
    await client.query(`UPDATE order_lines SET shipped_qty = 0 WHERE order_id = ANY($1::int[]) AND shipped_qty > 0`, [rows.map((row) => row.id)]);
    return rows.map((row) => row.id).sort((a, b) => a - b);
  });
}

export async function benchBulkDispatch(adminUrl: string, products: number, servers: Server, roundSeconds: number): Promise<{ rows: StaffBenchRow[]; notes: string[] }> {
  const env = await prepareStaffOrdersDatabase(adminUrl, products);
  const ids = await movableOrders(env.DATABASE_URL);
  const storePort = 3431;
  const categoryBarePort = 3432;
  const store = await servers.start('src/server/main.ts', storePort, { ...env, ADMIN_IDLE_MINUTES: '120' });
  const categoryBare = await servers.start('bench/bare-server.ts', categoryBarePort, env);
  const rows: StaffBenchRow[] = [];
  const notes: string[] = [];
  try {
    const base = `http://127.0.0.1:${storePort}`;
    const staff = await signedInStaff(base, env);
    const headers = { cookie: staff.cookie, 'x-xsrf-token': staff.csrf, 'content-type': 'application/json' };

    /** Moves the next 500 orders to processing, then dispatches them; the seconds of each request. */
    const bulkRun = async (): Promise<{ processing: number; dispatch: number }> => {
      const batch = ids.splice(0, BATCH);
      if (batch.length < BATCH) throw new Error('the bench ran out of movable orders');
      const post = async (body: object): Promise<number> => {
        const started = performance.now();
        const response = await fetch(`${base}/admin/api/orders/bulk-status`, { method: 'POST', headers, body: JSON.stringify(body) });
        const answer = (await response.json()) as BulkAnswer;
        if (!response.ok || answer.moved !== BATCH) throw new Error(`bulk-status answered ${response.status} ${JSON.stringify(answer).slice(0, 400)}`);
        return (performance.now() - started) / 1000;
      };
      const processing = await post({ ids: batch, status: 'processing' });
      const trackingRefs = Object.fromEntries(batch.map((id) => [String(id), `BENCH${id}`]));
      const dispatch = await post({ ids: batch, status: 'dispatched', carrier: 'NZ Couriers', tracking_refs: trackingRefs });
      return { processing, dispatch };
    };

    await bulkRun();
    const timed: { processing: number; dispatch: number }[] = [];
    for (let run = 0; run < TIMED_RUNS; run++) timed.push(await bulkRun());
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const secondsOf = (values: number[]) => `median ${median(values).toFixed(2)} s, max ${Math.max(...values).toFixed(2)} s`;
    notes.push(`bulk-status, ${BATCH} orders new → processing: ${secondsOf(timed.map((run) => run.processing))} (${TIMED_RUNS} runs)`);
    notes.push(`bulk-status, dispatching ${BATCH} orders with a carrier and a reference each: ${secondsOf(timed.map((run) => run.dispatch))} (${TIMED_RUNS} runs; target < 10 s)`);

    const ratio = await categoryRatio(base, `http://127.0.0.1:${categoryBarePort}`, roundSeconds, rows);
    const quiet = await ratio('');
    let isBusy = true;
    const busyRuns: { processing: number; dispatch: number }[] = [];
    const bulkWork = (async () => {
      while (isBusy) busyRuns.push(await bulkRun());
    })();
    const busy = await ratio(', while 500-order bulk moves run');
    isBusy = false;
    await bulkWork;
    notes.push(`bulk-status meanwhile: ${busyRuns.length} runs of ${BATCH}, dispatch ${secondsOf(busyRuns.map((run) => run.dispatch))}`);
    notes.push(`category API at ${Math.round(quiet * 100)}% of its bare route's req/s on a quiet store, ${Math.round(busy * 100)}% while bulk moves run`);
    return { rows, notes };
  } finally {
    await Promise.all([store.stop(), categoryBare.stop()]);
  }
}
