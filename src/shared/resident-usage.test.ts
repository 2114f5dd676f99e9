import { describe, expect, it } from 'vitest';
import {
  effectivePackSize,
  packetsNeeded,
  packetsToOrder,
  residentCostCents,
  residentTotalCostCents,
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

  it("rounds a resident's cost once, half up, from the exact figure", () => {
    // $9.99 for 30, 1 a day: 33.3 cents a day; a week is 233.1 → 233, a month 932.4 → 932 (not 33 × 7 or × 28).
    expect(residentCostCents({ packetPriceCents: 999, packSize: 30, qtyPerDay: 1, days: 1 })).toBe(33);
    expect(residentCostCents({ packetPriceCents: 999, packSize: 30, qtyPerDay: 1, days: 7 })).toBe(233);
    expect(residentCostCents({ packetPriceCents: 999, packSize: 30, qtyPerDay: 1, days: 28 })).toBe(932);
    // Exactly half a cent rounds up.
    expect(residentCostCents({ packetPriceCents: 1, packSize: 2, qtyPerDay: 1, days: 1 })).toBe(1);
    expect(residentCostCents({ packetPriceCents: 500, packSize: null, qtyPerDay: 3, days: 7 })).toBe(10_500);
    expect(residentCostCents({ packetPriceCents: 500, packSize: 10, qtyPerDay: 0, days: 28 })).toBe(0);
  });

  it("sums a resident's lines exactly and rounds the total once", () => {
    // 1/3 cent + 1/3 cent + 1/3 cent a day: each line alone rounds to 0, together they are exactly 1 cent.
    const third = { packetPriceCents: 1, packSize: 3, qtyPerDay: 1 };
    expect(residentCostCents({ ...third, days: 1 })).toBe(0);
    expect(residentTotalCostCents([third, third, third], 1)).toBe(1);
    // Different pack sizes: $9.99/30 × 2 + $12.50/7 × 1 + $4.00 (no pack size) × 1 a day, over 28 days:
    // 66.6 + 178.5714… + 400 = 645.1714… a day → 18,064.8 → 18,065 a month.
    const lines = [
      { packetPriceCents: 999, packSize: 30, qtyPerDay: 2 },
      { packetPriceCents: 1250, packSize: 7, qtyPerDay: 1 },
      { packetPriceCents: 400, packSize: null, qtyPerDay: 1 },
    ];
    expect(residentTotalCostCents(lines, 28)).toBe(18_065);
    expect(residentTotalCostCents(lines, 7)).toBe(4_516);
    expect(residentTotalCostCents([], 28)).toBe(0);
    // Large pack sizes and quantities stay exact.
    expect(residentTotalCostCents([{ packetPriceCents: 99_999_999, packSize: 9_999_999, qtyPerDay: 9_999 }, { packetPriceCents: 1, packSize: 9_999_991, qtyPerDay: 1 }], 28)).toBe(2_799_720);
  });
});
