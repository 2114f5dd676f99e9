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
export type ResidentCosts = { perDayCents: number; perWeekCents: number; perMonthCents: number };

/**
 * spec §9: a line's cost a day = packet price ÷ pack size × quantity a day, rounded once, half up, to
 * whole cents. This is the figure every page shows beside the line.
 */
export function lineCostPerDayCents(line: CostLine): number {
  const numerator = line.packetPriceCents * line.qtyPerDay;
  const denominator = effectivePackSize(line.packSize);
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * A resident's planned cost (issue #16 item 8: figures shown together agree with their own arithmetic):
 * a day is the sum of its lines' day costs as shown, a week that day × 7 and a month that day × 28
 * (spec §9), so the lines add up to the day and 7 × the day is the week, to the cent.
 */
export function residentCosts(lines: readonly CostLine[]): ResidentCosts {
  const perDayCents = lines.reduce((sum, line) => sum + lineCostPerDayCents(line), 0);
  return { perDayCents, perWeekCents: perDayCents * DAYS_PER_WEEK, perMonthCents: perDayCents * DAYS_PER_MONTH };
}
