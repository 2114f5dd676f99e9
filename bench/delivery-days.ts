// Issue #29 Part 2: the delivery zones of the generated orders (bench/staff-orders-data.ts) and the day
// each order delivers on. The orders are spread over the last 250 working days (weekdays that are not
// public holidays, to three days ahead), about 800 a day; each zone's orders fall on its own weekdays, and
// older orders on earlier days (an order's place in time picks its day, so the new ones deliver next).
import type pg from 'pg';

export const WORKING_DAYS = 250;

/** The zones, each with its share of the orders (in twentieths) and, but for the default, its post codes. */
export const BENCH_ZONES = [
  // The migration's default zone (0048): weekdays, order by 2 pm the day before.
  { name: 'Standard delivery', postCodes: [], weekdays: [1, 2, 3, 4, 5], twentieths: 11 },
  { name: 'Wellington', postCodes: ['6011', '6012-6022'], weekdays: [2, 5], twentieths: 4 },
  { name: 'Waikato and Bay of Plenty', postCodes: ['3000-3999'], weekdays: [2, 4], twentieths: 3 },
  { name: 'Northland', postCodes: ['0100-0599'], weekdays: [3], twentieths: 2 },
] as const;

function zoneShares(): { name: string; weekdays: number[]; bucket_from: number; bucket_to: number }[] {
  let from = 0;
  return BENCH_ZONES.map((zone) => {
    const share = { name: zone.name, weekdays: [...zone.weekdays], bucket_from: from, bucket_to: from + zone.twentieths };
    from = share.bucket_to;
    return share;
  });
}

/** What every zone but the default offers: order by 2 pm the day before; $15.00 freight, free over $300. */
export const BENCH_ZONE_TERMS = { cutoffTime: '14:00', cutoffDaysBefore: 1, leadDays: 1, freightCents: 1500, freeOverCents: 30000 } as const;

/** Gives every generated order without a delivery day its zone and day; answers how many it changed. */
export async function giveDeliveryDays(client: pg.Client): Promise<number> {
  const result = await client.query(
    `WITH zones AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS z(name text, weekdays int[], bucket_from int, bucket_to int)
     ), working_days AS (
       SELECT d::date AS day
       FROM generate_series((now() AT TIME ZONE 'Pacific/Auckland')::date + 3, (now() AT TIME ZONE 'Pacific/Auckland')::date - 500, interval '-1 day') d
       WHERE extract(isodow FROM d) < 6 AND d::date NOT IN (SELECT date FROM public_holidays)
       ORDER BY d DESC LIMIT $2
     ), zone_days AS MATERIALIZED (
       SELECT z.name, z.bucket_from, z.bucket_to, array_agg(w.day ORDER BY w.day) AS days
       FROM zones z JOIN working_days w ON extract(isodow FROM w.day)::int = ANY (z.weekdays)
       GROUP BY z.name, z.bucket_from, z.bucket_to
     ), placed AS MATERIALIZED (
       SELECT id, percent_rank() OVER (ORDER BY created_at, id) AS at
       FROM orders WHERE checkout_key LIKE 'bench-%' AND delivery_date IS NULL
     )
     UPDATE orders o
     SET delivery_zone = zd.name, delivery_date = zd.days[1 + least(floor(p.at * cardinality(zd.days))::int, cardinality(zd.days) - 1)]
     FROM placed p JOIN zone_days zd ON p.id % 20 >= zd.bucket_from AND p.id % 20 < zd.bucket_to
     WHERE o.id = p.id`,
    [JSON.stringify(zoneShares()), WORKING_DAYS],
  );
  return result.rowCount ?? 0;
}

/** The zones but the default, written once, so a post code such as 6011 finds its own (and its orders' names exist). */
export async function addBenchZones(client: pg.Client): Promise<void> {
  for (const zone of BENCH_ZONES.filter((candidate) => candidate.postCodes.length > 0)) {
    await client.query(
      `INSERT INTO delivery_zones (name, post_codes, weekdays, cutoff_time, cutoff_days_before, lead_days, is_default, freight_cents, free_over_cents)
       SELECT $1, $2::jsonb, $3::jsonb, $4, $5, $6, false, $7, $8
       WHERE NOT EXISTS (SELECT 1 FROM delivery_zones WHERE name = $1)`,
      [
        zone.name,
        JSON.stringify(zone.postCodes),
        JSON.stringify(zone.weekdays),
        BENCH_ZONE_TERMS.cutoffTime,
        BENCH_ZONE_TERMS.cutoffDaysBefore,
        BENCH_ZONE_TERMS.leadDays,
        BENCH_ZONE_TERMS.freightCents,
        BENCH_ZONE_TERMS.freeOverCents,
      ],
    );
  }
}

/** The day most placed orders deliver on, and how many (the list's heaviest day). */
export async function busiestDeliveryDay(client: Pick<pg.Client, 'query'>): Promise<{ day: string; orders: number }> {
  const { rows } = await client.query<{ day: string; orders: number }>(
    `SELECT delivery_date::text AS day, count(*)::int AS orders FROM orders
     WHERE order_number IS NOT NULL AND delivery_date IS NOT NULL GROUP BY delivery_date ORDER BY count(*) DESC, delivery_date LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no order has a delivery day: generate them first (bench/staff-orders-data.ts)');
  return rows[0];
}
