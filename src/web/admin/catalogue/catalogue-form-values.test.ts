import { describe, expect, it } from 'vitest';
import { accountNumbersOf, categoryOptions, centsToDollars, dollarsToCents } from './catalogue-form-values.ts';

describe('catalogue form values', () => {
  it('turns dollars into cents exactly and back', () => {
    expect(dollarsToCents('12.99')).toBe(1299);
    expect(dollarsToCents('$1,234.5')).toBe(123450);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('12.999')).toBeNaN();
    expect(dollarsToCents('-1')).toBeNaN();
    expect(centsToDollars(1299)).toBe('12.99');
    expect(centsToDollars(7)).toBe('0.07');
    expect(centsToDollars(null)).toBe('');
  });

  it('lists the tree depth-first with indented titles, and reads account numbers however they are separated', () => {
    const leaf = { id: 3, parent_id: 2, title: 'Day Pads', slug: 'day-pads', path: 'c/p/day-pads', url: '', depth: 3, position: 0, blurb: '', image: null, banner_image: null, rest_acc: [], children: [] };
    const tree = [{ ...leaf, id: 1, depth: 1, title: 'Continence', path: 'c', children: [{ ...leaf, id: 2, depth: 2, title: 'Pads', path: 'c/p', children: [leaf] }] }];
    expect(categoryOptions(tree).map((option) => option.label)).toEqual(['Continence', '— Pads', '— — Day Pads']);
    expect(accountNumbersOf(' 100200, 100201\n100202;100200 ')).toEqual(['100200', '100201', '100202']);
  });
});
