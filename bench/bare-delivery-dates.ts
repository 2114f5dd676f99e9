// Checkout's delivery days' yardstick (bench/delivery.ts, issue #29 Part 2): bare Fastify with no session,
// cart, zone cache or JSON schema. /bare/delivery-dates is the simplest form of the same work: the six next
// days of the Wellington rule, computed per request by the store's own pure function with the public
// holidays read once at start; /bare/fixed answers a small fixed JSON (the floor of any route here).
import Fastify from 'fastify';
import pg from 'pg';
import { nextDeliveryDates } from '../src/server/kernel/delivery-dates.ts';
import { BENCH_ZONES, BENCH_ZONE_TERMS } from './delivery-days.ts';

const port = Number(process.env.PORT);
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const holidays = new Set((await client.query<{ date: string }>('SELECT date::text AS date FROM public_holidays')).rows.map((row) => row.date));
await client.end();

const wellington = BENCH_ZONES.find((zone) => zone.name === 'Wellington');
if (!wellington) throw new Error('no Wellington zone');
const rule = { ...BENCH_ZONE_TERMS, weekdays: wellington.weekdays };
const zone = { name: wellington.name, freight: BENCH_ZONE_TERMS.freightCents, free_over: BENCH_ZONE_TERMS.freeOverCents };
const fixed = { data: [{ date: '2026-12-08', cutoff_at: '2026-12-07T01:00:00.000Z' }], zone, post_code: '6011' };

const app = Fastify({ logger: false });
app.get('/bare/delivery-dates', async () => ({
  data: nextDeliveryDates(rule, holidays, new Date()).map((day) => ({ date: day.date, cutoff_at: day.cutoffAt.toISOString() })),
  zone,
  post_code: '6011',
}));
app.get('/bare/fixed', async () => fixed);
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
