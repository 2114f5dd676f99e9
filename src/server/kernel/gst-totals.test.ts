import { describe, expect, it } from 'vitest';
import { calculateTotals, freightExclusiveOf, gstCents, gstRateBasisPoints, lineTotalCents } from './gst-totals.ts';

const GST_15 = 1500;

describe('gstCents', () => {
  it('rounds half a cent up', () => {
    expect(gstCents(10, GST_15)).toBe(2); // 1.5 → 2
    expect(gstCents(30, GST_15)).toBe(5); // 4.5 → 5
    expect(gstCents(1, GST_15)).toBe(0); // 0.15 → 0
    expect(gstCents(3, GST_15)).toBe(0); // 0.45 → 0
    expect(gstCents(4, GST_15)).toBe(1); // 0.6 → 1
  });

  it('rounds just under half down and just over half up', () => {
    // 12.5%: 4 × 0.125 = 0.5 → 1; 3 × 0.125 = 0.375 → 0; 5 × 0.125 = 0.625 → 1
    expect(gstCents(4, 1250)).toBe(1);
    expect(gstCents(3, 1250)).toBe(0);
    expect(gstCents(5, 1250)).toBe(1);
  });

  it('is zero on zero and at a zero rate', () => {
    expect(gstCents(0, GST_15)).toBe(0);
    expect(gstCents(123_456, 0)).toBe(0);
  });

  it('stays exact for large amounts', () => {
    // $90 trillion-ish: amount × rate is far beyond 2^53, the answer is still exact.
    expect(gstCents(9_007_199_254_740_991, GST_15)).toBe(1_351_079_888_211_149);
    expect(gstCents(99_990_000_000, GST_15)).toBe(14_998_500_000);
  });

  it('refuses fractional or negative cents', () => {
    expect(() => gstCents(1.5, GST_15)).toThrow(RangeError);
    expect(() => gstCents(-1, GST_15)).toThrow(RangeError);
    expect(() => gstCents(100, 15.5)).toThrow(RangeError);
  });
});

describe('gstRateBasisPoints', () => {
  it('turns a percentage into basis points', () => {
    expect(gstRateBasisPoints(15)).toBe(1500);
    expect(gstRateBasisPoints(12.5)).toBe(1250);
    expect(gstRateBasisPoints(0)).toBe(0);
  });
});

describe('lineTotalCents', () => {
  it('is unit price times quantity, exact', () => {
    expect(lineTotalCents(1099, 3)).toBe(3297);
    expect(lineTotalCents(999_999, 9999)).toBe(9_998_990_001);
  });
});

describe('calculateTotals', () => {
  const lines = [
    { unitPriceCents: 1099, qty: 3 },
    { unitPriceCents: 5, qty: 1 },
  ];

  it('adds GST once on the sub-total, not per line', () => {
    // Per line: 3297 × 15% = 494.55 → 495 and 5 × 15% = 0.75 → 1: 496. On the sub-total: 3302 × 15% = 495.3 → 495.
    expect(calculateTotals({ lines, taxRateBasisPoints: GST_15, isTaxInclusive: false })).toEqual({
      subTotalCents: 3302,
      taxTotalCents: 495,
      taxRateBasisPoints: 1500,
      isTaxInclusive: false,
      shippingCents: 0,
      discountCents: 0,
      totalCents: 3797,
    });
  });

  it('shows the sub-total including GST when tax inclusive, with the same total', () => {
    expect(calculateTotals({ lines, taxRateBasisPoints: GST_15, isTaxInclusive: true })).toEqual({
      subTotalCents: 3797,
      taxTotalCents: 495,
      taxRateBasisPoints: 1500,
      isTaxInclusive: true,
      shippingCents: 0,
      discountCents: 0,
      totalCents: 3797,
    });
  });

  it('is all zeros for an empty cart', () => {
    expect(calculateTotals({ lines: [], taxRateBasisPoints: GST_15, isTaxInclusive: false })).toMatchObject({
      subTotalCents: 0,
      taxTotalCents: 0,
      totalCents: 0,
    });
  });

  it('charges GST on freight with the goods, once, and takes off a discount after GST', () => {
    const totals = calculateTotals({ lines, taxRateBasisPoints: GST_15, isTaxInclusive: false, shippingCents: 800, discountCents: 300 });
    // (3302 + 800) × 15% = 615.3 → 615
    expect(totals.taxTotalCents).toBe(615);
    expect(totals.shippingCents).toBe(800);
    expect(totals.totalCents).toBe(3302 + 800 + 615 - 300);
  });

  it('shows freight with its GST when prices include GST, to the same total', () => {
    const exclusive = calculateTotals({ lines, taxRateBasisPoints: GST_15, isTaxInclusive: false, shippingCents: 1500 });
    const inclusive = calculateTotals({ lines, taxRateBasisPoints: GST_15, isTaxInclusive: true, shippingCents: 1500 });
    expect(inclusive.shippingCents).toBe(1725);
    expect(inclusive.taxTotalCents).toBe(exclusive.taxTotalCents);
    expect(inclusive.totalCents).toBe(exclusive.totalCents);
    expect(inclusive.subTotalCents + inclusive.shippingCents).toBe(inclusive.totalCents);
  });

  it('keeps the invariant total = sub-total (+ GST when exclusive) + shipping − discount', () => {
    for (const isTaxInclusive of [false, true]) {
      const t = calculateTotals({ lines, taxRateBasisPoints: GST_15, isTaxInclusive, shippingCents: 250, discountCents: 100 });
      expect(t.totalCents).toBe(t.subTotalCents + (isTaxInclusive ? 0 : t.taxTotalCents) + t.shippingCents - t.discountCents);
    }
  });

  it('handles a full cart of expensive lines exactly', () => {
    const big = Array.from({ length: 100 }, () => ({ unitPriceCents: 999_999, qty: 9999 }));
    const totals = calculateTotals({ lines: big, taxRateBasisPoints: GST_15, isTaxInclusive: false });
    expect(totals.subTotalCents).toBe(999_899_000_100);
    expect(totals.taxTotalCents).toBe(149_984_850_015);
    expect(totals.totalCents).toBe(1_149_883_850_115);
  });
});

describe('freightExclusiveOf', () => {
  it('is the stored freight when prices exclude GST', () => {
    expect(freightExclusiveOf(1250, 1500, false)).toBe(1250);
  });

  it('undoes calculateTotals for every inclusive freight up to $200, so totals worked out again keep it', () => {
    for (let freight = 0; freight <= 20_000; freight += 1) {
      const stored = calculateTotals({ lines: [], taxRateBasisPoints: 1500, isTaxInclusive: true, shippingCents: freight }).shippingCents;
      const back = freightExclusiveOf(stored, 1500, true);
      expect(calculateTotals({ lines: [], taxRateBasisPoints: 1500, isTaxInclusive: true, shippingCents: back }).shippingCents).toBe(stored);
    }
  });
});
