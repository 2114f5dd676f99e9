import { describe, expect, it } from 'vitest';
import { limitsBodyOf, limitsText } from './limit-values.ts';

describe("a buyer's limits as typed", () => {
  it('reads dollars as the person meant them, and a blank field as no limit', () => {
    expect(limitsBodyOf('500', '2,000')).toEqual({ body: { order_limit: 50_000, monthly_limit: 200_000 } });
    expect(limitsBodyOf('$1,234.50', '')).toEqual({ body: { order_limit: 123_450, monthly_limit: null } });
  });

  it('refuses what is not an amount of money, saying which field and why', () => {
    expect(limitsBodyOf('12.345', 'abc')).toEqual({
      errors: { order_limit: 'The limit an order may have at most 2 decimals (the cents), e.g. 22.49.', monthly_limit: 'The limit a month must be an amount in dollars, e.g. 22.49.' },
    });
    expect(limitsBodyOf('-5', '')).toMatchObject({ errors: { order_limit: expect.stringMatching(/^The limit an order /) } });
  });

  it('says the limits in words', () => {
    expect(limitsText({ order_limit: 50_000, monthly_limit: 200_000 })).toBe('Limits: $500.00 an order, $2,000.00 a month (excl. GST)');
    expect(limitsText({ order_limit: null, monthly_limit: null })).toBe('No spending limits');
  });
});
