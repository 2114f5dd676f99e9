import { describe, expect, it } from 'vitest';
import { isListInForce, ownSchedule, priceBreaks, resolvePrice, rulePriceCents, unitPriceAt, type PriceSchedule } from './price-resolver.ts';

const gloves = (contract: PriceSchedule['contract'] = []): PriceSchedule => ({ listCents: 995, ownCents: 995, isSpecial: false, contract });

describe('the price resolver', () => {
  it('charges the list price without a contract, and the special price when on special', () => {
    expect(resolvePrice(ownSchedule(995, 995, false), 3)).toEqual({ priceCents: 995, source: 'list', listCode: null, minQty: 1 });
    expect(resolvePrice(ownSchedule(995, 899, true), 3)).toEqual({ priceCents: 899, source: 'special', listCode: null, minQty: 1 });
  });

  it('takes a contract price lower than the list price, and names its list and break', () => {
    const schedule = gloves([{ minQty: 1, priceCents: 890, listCode: 'COASTAL-2027' }]);
    expect(resolvePrice(schedule, 1)).toEqual({ priceCents: 890, source: 'contract', listCode: 'COASTAL-2027', minQty: 1 });
  });

  it('applies a quantity break from exactly its min_qty, and not one unit before', () => {
    const schedule = gloves([
      { minQty: 1, priceCents: 890, listCode: 'C' },
      { minQty: 10, priceCents: 840, listCode: 'C' },
    ]);
    expect(unitPriceAt(schedule, 9)).toBe(890);
    expect(resolvePrice(schedule, 10)).toEqual({ priceCents: 840, source: 'contract', listCode: 'C', minQty: 10 });
    expect(unitPriceAt(schedule, 12)).toBe(840);
  });

  it('takes the lowest when two lists disagree, whatever order they come in', () => {
    const a = { minQty: 1, priceCents: 900, listCode: 'GROUP' };
    const b = { minQty: 1, priceCents: 870, listCode: 'FACILITY' };
    expect(resolvePrice(gloves([a, b]), 1)).toMatchObject({ priceCents: 870, listCode: 'FACILITY' });
    expect(resolvePrice(gloves([b, a]), 1)).toMatchObject({ priceCents: 870, listCode: 'FACILITY' });
    const tie = { minQty: 1, priceCents: 900, listCode: 'AAA' };
    expect(resolvePrice(gloves([a, tie]), 1).listCode).toBe('AAA');
    expect(resolvePrice(gloves([tie, a]), 1).listCode).toBe('AAA');
  });

  it('keeps the special price when it is lower than every contract price, and the list price on a tie', () => {
    expect(resolvePrice({ ...gloves([{ minQty: 1, priceCents: 890, listCode: 'C' }]), ownCents: 850, isSpecial: true }, 1)).toMatchObject({ priceCents: 850, source: 'special' });
    expect(resolvePrice(gloves([{ minQty: 1, priceCents: 995, listCode: 'C' }]), 1)).toMatchObject({ priceCents: 995, source: 'list', listCode: null });
  });

  it('lets a contract price above the list price lose (the lowest price wins)', () => {
    expect(resolvePrice(gloves([{ minQty: 1, priceCents: 1200, listCode: 'HIGH' }]), 5)).toMatchObject({ priceCents: 995, source: 'list' });
  });

  it('combines a category rule and an entry: the lower wins at each quantity', () => {
    const rule = { minQty: 1, priceCents: rulePriceCents(995, 1_000), listCode: 'RULES' };
    expect(rule.priceCents).toBe(896);
    const schedule = gloves([rule, { minQty: 1, priceCents: 900, listCode: 'ENTRIES' }, { minQty: 10, priceCents: 840, listCode: 'ENTRIES' }]);
    expect(resolvePrice(schedule, 1)).toMatchObject({ priceCents: 896, listCode: 'RULES' });
    expect(resolvePrice(schedule, 10)).toMatchObject({ priceCents: 840, listCode: 'ENTRIES', minQty: 10 });
  });

  it('rounds a rule to the nearest cent, half up', () => {
    expect(rulePriceCents(1_005, 5_000)).toBe(503);
    expect(rulePriceCents(999, 0)).toBe(999);
    expect(rulePriceCents(999, 10_000)).toBe(0);
    expect(rulePriceCents(333, 3_333)).toBe(222);
  });

  it('lists the steps of the price by quantity, and none when there is one price', () => {
    expect(priceBreaks(gloves())).toEqual([]);
    expect(priceBreaks(gloves([{ minQty: 1, priceCents: 890, listCode: 'C' }]))).toEqual([]);
    expect(
      priceBreaks(gloves([{ minQty: 1, priceCents: 890, listCode: 'C' }, { minQty: 10, priceCents: 840, listCode: 'C' }, { minQty: 20, priceCents: 860, listCode: 'D' }])),
    ).toEqual([{ minQty: 1, priceCents: 890 }, { minQty: 10, priceCents: 840 }]);
    expect(priceBreaks(gloves([{ minQty: 6, priceCents: 900, listCode: 'C' }]))).toEqual([{ minQty: 1, priceCents: 995 }, { minQty: 6, priceCents: 900 }]);
  });

  it('keeps a list out of force before it starts, after it ends and while inactive; both days included', () => {
    const list = { active: true, validFrom: '2027-01-01', validTo: '2027-12-31' };
    expect(isListInForce(list, '2026-12-31')).toBe(false);
    expect(isListInForce(list, '2027-01-01')).toBe(true);
    expect(isListInForce(list, '2027-12-31')).toBe(true);
    expect(isListInForce(list, '2028-01-01')).toBe(false);
    expect(isListInForce({ ...list, active: false }, '2027-06-01')).toBe(false);
    expect(isListInForce({ active: true, validFrom: null, validTo: null }, '2030-01-01')).toBe(true);
  });
});
