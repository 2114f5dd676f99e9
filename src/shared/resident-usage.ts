// The Resident Tracker's usage calculator (spec §9, issue #10 part 3): pure, shared by the server (the
// usage summary, the print view, the cart and the standing order) and the browser (a line's cost as it
// is typed), so the figures are computed by one formula everywhere.

/** spec §9 usage periods: 1, 2, 3 or 4 weeks; default 7 days. */
export const USAGE_PERIOD_DAYS = [7, 14, 21, 28] as const;
export type UsagePeriodDays = (typeof USAGE_PERIOD_DAYS)[number];
export const DEFAULT_USAGE_PERIOD_DAYS: UsagePeriodDays = 7;

/** spec §9: cost per week is a day's cost × 7, per month × 28. */
export const DAYS_PER_WEEK = 7;
export const DAYS_PER_MONTH = 28;

/**
 * A product whose title ends in no pack size ('-{number}') is sold by the unit: a packet of 1. Chosen
 * (issue #10 leaves it open) because the price of such a product is the price of one unit, so one unit
 * used is one bought; the summary shows the pack size it used, so the buyer can see it.
 */
export function effectivePackSize(packSize: number | null): number {
  return packSize !== null && Number.isInteger(packSize) && packSize >= 1 ? packSize : 1;
}

/** spec §9: usage = days × quantity per day. */
export function usageOver(days: number, qtyPerDay: number): number {
  return days * qtyPerDay;
}

/** spec §9: packets needed = usage ÷ pack size, rounded up (a part packet is still a packet). */
export function packetsNeeded(usage: number, packSize: number | null): number {
  return usage <= 0 ? 0 : Math.ceil(usage / effectivePackSize(packSize));
}

/** spec §9: to order = packets needed − on hand, never below 0 (stock above the need orders nothing). */
export function packetsToOrder(packets: number, onHand: number): number {
  return Math.max(0, packets - Math.max(0, onHand));
}

/** spec §9: price = unit (packet) price × packets to order, in cents. */
export function orderCostCents(packetPriceCents: number, toOrder: number): number {
  return packetPriceCents * toOrder;
}

/**
 * spec §9: a resident's cost = packet price ÷ pack size × quantity per day, over `days` days (1 a day,
 * 7 a week, 28 a month). Computed exactly and rounded once, half up, to whole cents: a week's cost is
 * the exact day's cost × 7 rounded, never the rounded day's cost × 7.
 */
export function residentCostCents(input: { packetPriceCents: number; packSize: number | null; qtyPerDay: number; days: number }): number {
  const numerator = input.packetPriceCents * input.qtyPerDay * input.days;
  const denominator = effectivePackSize(input.packSize);
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export type UsageLine = { days: number; qtyPerDay: number; packSize: number | null; onHand: number; packetPriceCents: number };
export type UsageFigures = { usage: number; packSize: number; packets: number; onHand: number; toOrder: number; totalCents: number };

/** One summary line (Products, Usage, Rounded to packet, Packet Qty, Stock, Total Cost) from its inputs. */
export function usageFigures(line: UsageLine): UsageFigures {
  const usage = usageOver(line.days, line.qtyPerDay);
  const packets = packetsNeeded(usage, line.packSize);
  const toOrder = packetsToOrder(packets, line.onHand);
  return {
    usage,
    packSize: effectivePackSize(line.packSize),
    packets,
    onHand: Math.max(0, line.onHand),
    toOrder,
    totalCents: orderCostCents(line.packetPriceCents, toOrder),
  };
}

export type CostLine = { packetPriceCents: number; packSize: number | null; qtyPerDay: number };

/**
 * A resident's cost over `days` for all their lines: the exact sum of each line's packet price ÷ pack size
 * × quantity × days, rounded once, half up (so a resident's week is never off by the sum of its lines'
 * roundings). Exact with BigInt fractions: pack sizes differ from line to line.
 */
export function residentTotalCostCents(lines: readonly CostLine[], days: number): number {
  let numerator = 0n;
  let denominator = 1n;
  for (const line of lines) {
    const size = BigInt(effectivePackSize(line.packSize));
    numerator = numerator * size + BigInt(line.packetPriceCents * line.qtyPerDay) * BigInt(days) * denominator;
    denominator *= size;
    const divisor = gcd(numerator, denominator);
    if (divisor > 1n) {
      numerator /= divisor;
      denominator /= divisor;
    }
  }
  return Number((2n * numerator + denominator) / (2n * denominator));
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}
