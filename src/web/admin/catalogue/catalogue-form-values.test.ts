import { describe, expect, it } from 'vitest';
import { accountNumbersOf, categoryOptions } from './catalogue-form-values.ts';

describe('catalogue form values', () => {
  it('lists the tree depth-first with indented titles, and reads account numbers however they are separated', () => {
    const leaf = { id: 3, parent_id: 2, title: 'Day Pads', slug: 'day-pads', path: 'c/p/day-pads', url: '', depth: 3, position: 0, blurb: '', image: null, banner_image: null, rest_acc: [], children: [] };
    const tree = [{ ...leaf, id: 1, depth: 1, title: 'Continence', path: 'c', children: [{ ...leaf, id: 2, depth: 2, title: 'Pads', path: 'c/p', children: [leaf] }] }];
    expect(categoryOptions(tree).map((option) => option.label)).toEqual(['Continence', '— Pads', '— — Day Pads']);
    expect(accountNumbersOf(' 100200, 100201\n100202;100200 ')).toEqual(['100200', '100201', '100202']);
  });
});
