// The back office's order list on generated orders (bench/staff-orders-data.ts): for each case, the
// plans PostgreSQL chose for the page and its count (EXPLAIN ANALYZE of the very statements the repository
// sends) and the repository call's time over 50 calls (p50, p99), one connection, nothing else running.
//   node bench/explain-staff-orders.ts postgres://postgres@127.0.0.1:5432/bench_orders [--plans] [--only=<words of a case's name>]
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { StaffOrderSort } from '../src/shared/schemas/staff-orders.ts';
import { createStaffOrdersRepo } from '../src/server/domains/orders/staff-orders.repo.ts';
import type { StaffOrderListFilter } from '../src/server/domains/orders/staff-order.types.ts';
import { busiestDeliveryDay } from './delivery-days.ts';

const CALLS = 50;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

const CASES: { name: string; filter: StaffOrderListFilter; sort?: StaffOrderSort }[] = [
  { name: 'no filter, newest first', filter: {} },
  { name: 'status new, last 7 days', filter: { status: 'new', dateFrom: daysAgo(7) } },
  { name: 'status dispatched, last 30 days', filter: { status: 'dispatched', dateFrom: daysAgo(30), dateTo: daysAgo(0) } },
  { name: 'status delivered, one year', filter: { status: 'delivered', dateFrom: daysAgo(730), dateTo: daysAgo(366) } },
  { name: 'account number', filter: { accountNumber: 'B700017' } },
  { name: "q 'Rata House 13' (account name)", filter: { text: 'Rata House 13' } },
  { name: "q 'rata' (account names)", filter: { text: 'rata' } },
  { name: "q 'PO-12345' (PO number)", filter: { text: 'PO-12345' } },
  { name: "q 'SKU-2-41' (a SKU and the SKUs it begins)", filter: { text: 'SKU-2-41' } },
  { name: "q 'SKU-2-41' with status new", filter: { text: 'SKU-2-41', status: 'new' } },
  { name: "q 'bench-buyer-700017@' (an e-mail)", filter: { text: 'bench-buyer-700017@' } },
  { name: "q '100345' (the number of an order)", filter: { text: '100345' } },
  { name: "q 'bench product 2' (words in every order)", filter: { text: 'bench product 2' } },
  { name: 'no filter, largest total first', filter: {}, sort: '-total' },
  { name: 'status processing, largest total first', filter: { status: 'processing' }, sort: '-total' },
  { name: 'status delivered, last 30 days, smallest total first', filter: { status: 'delivered', dateFrom: daysAgo(30) }, sort: 'total' },
];

const [url, ...flags] = process.argv.slice(2);
if (!url) throw new Error('usage: node bench/explain-staff-orders.ts <database url> [--plans] [--only=<words>]');
const showPlans = flags.includes('--plans');
const only = flags.find((flag) => flag.startsWith('--only='))?.slice('--only='.length);
const pool = new pg.Pool({ connectionString: url, max: 1 });
// Issue #29: the warehouse's day (bench/delivery.ts): the busiest delivery day, alone, with a zone and a status, and sorted by it.
const { day } = await busiestDeliveryDay(pool);
CASES.push(
  { name: `delivers on ${day} (the busiest day)`, filter: { deliveryDate: day } },
  { name: `delivers on ${day}, zone Wellington`, filter: { deliveryDate: day, zone: 'Wellington' } },
  { name: `delivers on ${day}, status processing`, filter: { deliveryDate: day, status: 'processing' } },
  { name: `delivers on ${day}, by delivery day`, filter: { deliveryDate: day }, sort: 'delivery_date' },
  { name: 'no filter, by delivery day', filter: {}, sort: 'delivery_date' },
  { name: 'no filter, latest delivery day first', filter: {}, sort: '-delivery_date' },
);
const captured: { query: string; params: unknown[] }[] = [];
const db = drizzle(pool, { logger: { logQuery: (query, params) => captured.push({ query, params }) } });
const repo = createStaffOrdersRepo(db);

for (const testCase of CASES.filter((candidate) => !only || candidate.name.includes(only))) {
  const page = { sort: testCase.sort ?? '-created_at', limit: 25, offset: 0 } as const;
  captured.length = 0;
  const { total } = await repo.listStaffOrders(testCase.filter, page);
  const statements = [...captured];
  const times: number[] = [];
  for (let call = 0; call < CALLS; call++) {
    const started = performance.now();
    await repo.listStaffOrders(testCase.filter, page);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(1);
  console.log(`\n## ${testCase.name}: ${total} orders match; page 1 of 25 and count: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  for (const statement of statements) {
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.query}`, statement.params);
    const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
    const time = lines.filter((line) => /Execution Time/.test(line)).join('');
    // The two statements are sent together: named by what they are, not by the order the driver logged them.
    console.log(`${/^\s*SELECT count\(\*\)/i.test(statement.query) ? 'count' : 'page '}: ${time.trim()}`);
    if (showPlans) console.log(lines.map((line) => `    ${line}`).join('\n'));
  }
}
await pool.end();
