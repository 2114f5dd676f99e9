// Generated orders for the back office's order list (issue #17 'Speed'): by default 200,000 placed orders
// of 400 accounts over three years, three lines each, written by SQL on a migrated database. Most old
// orders are delivered; the last fortnight's are new, processing or dispatched, as in a working store.
// One in five is paid by card; three in five carry a PO number. Order numbers go on from the counter.
// Issue #29: each order delivers on a working day of its zone (bench/delivery-days.ts).
//   node bench/staff-orders-data.ts postgres://postgres@127.0.0.1:5432/bench_orders [orders]
import pg from 'pg';
import { giveDeliveryDays } from './delivery-days.ts';

const ACCOUNTS = 400;
const WORDS = ['Kōwhai', 'Rata', 'Totara', 'Rimu', 'Harbour', 'Sunrise', 'Hillside', 'Riverside', 'Manuka', 'Pohutukawa', 'Kauri', 'Tui'];
const KINDS = ['Lodge', 'House', 'Care Home', 'Rest Home', 'Village', 'Hospital'];

export async function generateStaffOrders(databaseUrl: string, orderCount = 200_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO accounts (account_number, name)
       SELECT 'B' || (700000 + n), ($1::text[])[1 + n % $3] || ' ' || ($2::text[])[1 + (n / $3) % $4] || ' ' || n
       FROM generate_series(1, ${ACCOUNTS}) n ON CONFLICT (account_number) DO NOTHING`,
      [WORDS, KINDS, WORDS.length, KINDS.length],
    );
    await client.query(
      `INSERT INTO users (email, password_hash, first_name, last_name)
       SELECT 'bench-buyer-' || (700000 + n) || '@example.test', 'x', 'Bench', 'Buyer' FROM generate_series(1, ${ACCOUNTS}) n
       ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO account_users (account_id, user_id)
       SELECT a.id, u.id FROM accounts a JOIN users u ON u.email = 'bench-buyer-' || substr(a.account_number, 2) || '@example.test'
       ON CONFLICT DO NOTHING`,
    );
    // Ages spread evenly over three years; a status by age; a total from $5 to $2,000.
    await client.query(
      `WITH owners AS (
         SELECT a.id AS account_id, au.user_id, row_number() OVER (ORDER BY a.id) AS position
         FROM accounts a JOIN account_users au ON au.account_id = a.id WHERE a.account_number LIKE 'B7%'
       ), counter AS (SELECT last_number FROM order_number_counter WHERE id = 1),
       generated AS (
         SELECT n, now() - (random() * interval '1095 days') AS created_at, random() AS roll, 500 + floor(random() * 199500)::int AS sub_total
         FROM generate_series(1, ${orderCount}) n
       )
       INSERT INTO orders (account_id, user_id, order_number, status, payment_method, shipping_info, billing_info, shipping_full_address,
                           sub_total_cents, tax_total_cents, tax_rate_basis_points, total_cents, checkout_key, created_at, paid_at,
                           fulfilment_status, carrier, tracking_ref, dispatched_at, delivered_at)
       SELECT o.account_id, o.user_id, 'CS-' || (counter.last_number + g.n),
              CASE WHEN g.n % 5 = 0 THEN 'paid' ELSE 'placed_on_account' END,
              CASE WHEN g.n % 5 = 0 THEN 'card' ELSE 'account' END,
              jsonb_build_object('first_name', 'Bench', 'last_name', 'Buyer', 'company', '', 'phone', '09 555 0100', 'email', 'bench@example.test',
                                 'line_1', g.n || ' Bench Road', 'line_2', '', 'suburb', 'Grey Lynn', 'city', 'Auckland', 'region_id', 2, 'country_id', 155,
                                 'post_code', '1021', 'notes', '', 'purchase_order_no', CASE WHEN g.n % 5 < 3 THEN 'PO-' || (g.n * 7 % 1000000) ELSE '' END),
              jsonb_build_object('first_name', 'Bench', 'last_name', 'Buyer'),
              g.n || ' Bench Road, Grey Lynn, Auckland 1021, New Zealand',
              g.sub_total, round(g.sub_total * 0.15)::int, 1500, g.sub_total + round(g.sub_total * 0.15)::int,
              'bench-' || g.n || ':' || CASE WHEN g.n % 5 = 0 THEN 'card' ELSE 'account' END,
              g.created_at, CASE WHEN g.n % 5 = 0 THEN g.created_at END,
              s.status,
              CASE WHEN s.status IN ('dispatched', 'delivered') THEN 'NZ Couriers' END,
              CASE WHEN s.status IN ('dispatched', 'delivered') THEN 'NZC' || g.n END,
              CASE WHEN s.status IN ('dispatched', 'delivered') THEN g.created_at + interval '1 day' END,
              CASE WHEN s.status = 'delivered' THEN g.created_at + interval '3 days' END
       FROM generated g
       JOIN owners o ON o.position = 1 + g.n % ${ACCOUNTS}
       CROSS JOIN counter
       CROSS JOIN LATERAL (SELECT CASE
         WHEN g.created_at > now() - interval '2 days' THEN (ARRAY['new', 'new', 'processing'])[1 + floor(g.roll * 3)::int]
         WHEN g.created_at > now() - interval '14 days' THEN (ARRAY['processing', 'dispatched', 'dispatched', 'delivered'])[1 + floor(g.roll * 4)::int]
         WHEN g.roll < 0.03 THEN 'cancelled'
         ELSE 'delivered' END AS status) s`,
    );
    await client.query(`UPDATE order_number_counter SET last_number = last_number + ${orderCount} WHERE id = 1`);
    // Three lines an order, in one statement (the search texts' trigger runs once for it).
    await client.query(
      `INSERT INTO order_lines (order_id, product_id, sku, title, unit_price_cents, qty, line_total_cents)
       SELECT o.id, k, 'SKU-' || k || '-' || (o.id % 97), 'Bench product ' || k, 1000, 1, 1000
       FROM orders o CROSS JOIN generate_series(1, 3) k WHERE o.checkout_key LIKE 'bench-%'`,
    );
    await client.query(
      `INSERT INTO payments (order_id, provider, provider_reference, amount_cents, status)
       SELECT id, 'sandbox', 'sbx_bench_' || id, total_cents, 'approved' FROM orders WHERE checkout_key LIKE 'bench-%:card'`,
    );
    await giveDeliveryDays(client);
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

if (import.meta.main) {
  const [url, count] = process.argv.slice(2);
  if (!url) throw new Error('usage: node bench/staff-orders-data.ts <database url> [orders]');
  const started = Date.now();
  await generateStaffOrders(url, count ? Number(count) : undefined);
  console.log(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
