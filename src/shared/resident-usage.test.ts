import { describe, expect, it } from 'vitest';
import {
  DAYS_PER_MONTH,
  DAYS_PER_WEEK,
  effectivePackSize,
  lineCostPerDayCents,
  packetsNeeded,
  packetsToOrder,
  residentCosts,
  usageFigures,
  usageOver,
  USAGE_PERIOD_DAYS,
} from './resident-usage.ts';

describe('the usage calculator (spec §9)', () => {
  it('uses days × quantity per day and rounds packets up', () => {
    expect(usageOver(14, 3)).toBe(42);
    expect(packetsNeeded(42, 10)).toBe(5);
    expect(packetsNeeded(40, 10)).toBe(4);
    expect(packetsNeeded(1, 200)).toBe(1);
    expect(packetsNeeded(0, 10)).toBe(0);
  });

  it('treats a product without a pack size as sold by the unit, and pack size 1 the same', () => {
    expect(effectivePackSize(null)).toBe(1);
    expect(effectivePackSize(0)).toBe(1);
    expect(packetsNeeded(42, null)).toBe(42);
    expect(packetsNeeded(42, 1)).toBe(42);
  });

  it('orders the shortfall only: stock on hand above the need orders nothing, never a negative', () => {
    expect(packetsToOrder(5, 2)).toBe(3);
    expect(packetsToOrder(5, 5)).toBe(0);
    expect(packetsToOrder(5, 9)).toBe(0);
    expect(packetsToOrder(5, -3)).toBe(5);
  });

  it('gives one summary line for 28 days, with the cost of the packets to order', () => {
    expect(usageFigures({ days: 28, qtyPerDay: 4, packSize: 30, onHand: 1, packetPriceCents: 1_250 })).toEqual({
      usage: 112,
      packSize: 30,
      packets: 4,
      onHand: 1,
      toOrder: 3,
      totalCents: 3_750,
    });
    expect(USAGE_PERIOD_DAYS).toEqual([7, 14, 21, 28]);
  });

  it("rounds a line's day cost once, half up, to whole cents", () => {
    // $9.99 for 30, 1 a day: 33.3 cents → 33; exactly half a cent rounds up.
    expect(lineCostPerDayCents({ packetPriceCents: 999, packSize: 30, qtyPerDay: 1 })).toBe(33);
    expect(lineCostPerDayCents({ packetPriceCents: 1, packSize: 2, qtyPerDay: 1 })).toBe(1);
    expect(lineCostPerDayCents({ packetPriceCents: 500, packSize: null, qtyPerDay: 3 })).toBe(1_500);
    expect(lineCostPerDayCents({ packetPriceCents: 500, packSize: 10, qtyPerDay: 0 })).toBe(0);
  });

  it('gives a day, week and month that agree with their own arithmetic: $3.75, $26.25, $105.00 (issue #16 item 8)', () => {
    // $26.24 a pack of 7, 1 a day: 374.857… cents a day. The old rule showed $3.75, $26.24 and $104.96.
    const costs = residentCosts([{ packetPriceCents: 2_624, packSize: 7, qtyPerDay: 1 }]);
    expect(costs).toEqual({ perDayCents: 375, perWeekCents: 2_625, perMonthCents: 10_500 });
    expect(costs.perWeekCents).toBe(costs.perDayCents * DAYS_PER_WEEK);
    expect(costs.perMonthCents).toBe(costs.perDayCents * DAYS_PER_MONTH);
  });

  it("makes a resident's day the sum of its lines' day costs as shown", () => {
    // $9.99/30 × 2 + $12.50/7 × 1 + $4.00 (no pack size) × 1 a day: 67 + 179 + 400 cents, shown line by line.
    const lines = [
      { packetPriceCents: 999, packSize: 30, qtyPerDay: 2 },
      { packetPriceCents: 1250, packSize: 7, qtyPerDay: 1 },
      { packetPriceCents: 400, packSize: null, qtyPerDay: 1 },
    ];
    expect(lines.map(lineCostPerDayCents)).toEqual([67, 179, 400]);
    expect(residentCosts(lines)).toEqual({ perDayCents: 646, perWeekCents: 4_522, perMonthCents: 18_088 });
    // Three lines of a third of a cent each show $0.00 each, so the day is $0.00 too.
    const third = { packetPriceCents: 1, packSize: 3, qtyPerDay: 1 };
    expect(residentCosts([third, third, third]).perDayCents).toBe(0);
    expect(residentCosts([])).toEqual({ perDayCents: 0, perWeekCents: 0, perMonthCents: 0 });
    // The largest line the limits allow stays a whole number of cents.
    expect(residentCosts([{ packetPriceCents: 99_999_999, packSize: 9_999_999, qtyPerDay: 9_999 }]).perMonthCents).toBe(2_799_720);
  });
});
