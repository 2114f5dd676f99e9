import { describe, expect, it } from 'vitest';
import { allowedQuantityFrom, NO_QUANTITY_RULES, quantityProblem, quantityRulesText, quantityStep, rulesProblem } from './order-quantity.ts';

const rules = (minOrderQty: number | null, orderMultiple: number | null, maxOrderQty: number | null) => ({ minOrderQty, orderMultiple, maxOrderQty });

describe('order-quantity rules', () => {
  it('says what a quantity breaks, in words', () => {
    expect(quantityProblem(rules(null, 2, null), 7)).toBe('Sold in multiples of 2');
    expect(quantityProblem(rules(2, null, null), 1)).toBe('At least 2');
    expect(quantityProblem(rules(null, null, 50), 51)).toBe('At most 50');
    expect(quantityProblem(rules(2, 2, 50), 8)).toBeNull();
    expect(quantityProblem(NO_QUANTITY_RULES, 9_999)).toBeNull();
  });

  it('tells the rules on the product page, leaving out those that say nothing', () => {
    expect(quantityRulesText(rules(4, 2, 50))).toBe('Sold in multiples of 2 · At least 4 · At most 50');
    expect(quantityRulesText(rules(1, 1, null))).toBeNull();
    expect(quantityRulesText(NO_QUANTITY_RULES)).toBeNull();
  });

  it('rounds a computed quantity up to the next one allowed, or none past the most', () => {
    expect(allowedQuantityFrom(rules(null, 6, null), 7)).toBe(12);
    expect(allowedQuantityFrom(rules(10, 4, null), 3)).toBe(12);
    expect(allowedQuantityFrom(rules(null, 6, 12), 13)).toBeNull();
    expect(allowedQuantityFrom(NO_QUANTITY_RULES, 5)).toBe(5);
  });

  it('steps the quantity box by the multiple, from the least allowed', () => {
    expect(quantityStep(rules(null, 2, null))).toEqual({ step: 2, min: 2 });
    expect(quantityStep(rules(5, 2, null))).toEqual({ step: 2, min: 6 });
    expect(quantityStep(NO_QUANTITY_RULES)).toEqual({ step: 1, min: 1 });
  });

  it('refuses a multiple that does not divide the most, and a least above the most', () => {
    expect(rulesProblem(rules(null, 4, 50))).toEqual({ field: 'maxOrderQty', message: 'The most per order (50) must be a multiple of 4.' });
    expect(rulesProblem(rules(60, null, 50))?.field).toBe('minOrderQty');
    expect(rulesProblem(rules(2, 5, 50))).toBeNull();
  });
});
