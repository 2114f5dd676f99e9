import { describe, expect, it } from 'vitest';
import { SAME_PRODUCT_TWICE_MESSAGE } from '../../../shared/resident-messages.ts';
import type { CategoryNodeJson } from '../../../shared/schemas/catalogue.ts';
import type { ResidentJson, ResidentLineJson } from '../../../shared/schemas/residents.ts';
import { flattenCategories, schedulableProducts } from './category-options.ts';
import {
  canPrintResident,
  draftOf,
  hasUnsavedLines,
  isUnsaved,
  itemsToSave,
  draftCostPerDayCents,
  duplicateLineErrors,
  lineErrorsOf,
  placeholderLine,
  type DraftTime,
} from './resident-drafts.ts';

const product = { id: 7, title: 'Day Pad Extra-28', image: '', price: 2499, sku: 'DP-28', url: '/product/day-pad', pack_size: 28 };

function savedLine(overrides: Partial<ResidentLineJson> = {}): ResidentLineJson {
  return {
    id: 41,
    time: 1,
    resident_id: 3,
    category_id: 5,
    product_id: 7,
    product,
    title: product.title,
    qty: 3,
    is_saved: true,
    schedule: 'Breakfast',
    available: true,
    ...overrides,
  };
}

function resident(times: Array<{ id: number; title: string; products: ResidentLineJson[] }>): ResidentJson {
  return {
    id: 3,
    user_id: 1,
    name: 'Margaret',
    display_name: 'Margaret',
    room: '12',
    location: 'West',
    order_times: times,
    line_count: times.reduce((count, time) => count + time.products.length, 0),
    cost_per_day: 0,
    cost_per_week: 0,
    cost_per_month: 0,
    updated_at: '2026-01-01T00:00:00.000Z',
    updated_by: null,
  };
}

const breakfastAndLunch = (breakfast: ResidentLineJson[] = [], lunch: ResidentLineJson[] = []) =>
  resident([
    { id: 1, title: 'Breakfast', products: breakfast },
    { id: 2, title: 'Lunch', products: lunch },
    { id: 3, title: 'Dinner', products: [] },
  ]);

describe("a resident's draft lines", () => {
  it('appends one empty placeholder to every order time after loading (spec §4)', () => {
    const times = draftOf(breakfastAndLunch([savedLine()]));
    expect(times.map((time) => time.lines.length)).toEqual([2, 1, 1]);
    expect(times[0]?.lines[1]).toMatchObject({ id: 0, categoryId: 0, productId: 0, product: null, qty: '0', saved: null });
    expect(times[0]?.lines[0]).toMatchObject({ id: 41, qty: '3', saved: { categoryId: 5, productId: 7, qty: 3 } });
    expect(hasUnsavedLines(times)).toBe(false);
  });

  it("says 'Not yet saved' for a new line with something chosen and for a changed saved line", () => {
    const [breakfast] = draftOf(breakfastAndLunch([savedLine()]));
    const [saved, placeholder] = breakfast!.lines;
    expect(isUnsaved(placeholder!)).toBe(false);
    expect(isUnsaved({ ...placeholder!, categoryId: 5 })).toBe(true);
    expect(isUnsaved({ ...saved!, qty: '4' })).toBe(true);
    expect(isUnsaved({ ...saved!, qty: '03' })).toBe(false);
  });

  it('sends every line with its order time (the server keeps those that qualify), leaving out an unchanged unavailable one', () => {
    const times: DraftTime[] = draftOf(
      breakfastAndLunch([savedLine(), savedLine({ id: 42, product: null, product_id: 9, title: 'Gone-10', available: false })]),
    );
    times[1]!.lines[0] = { ...times[1]!.lines[0]!, categoryId: 5, productId: 7, product, qty: '2' };
    const { items, keys } = itemsToSave(times);
    expect(items).toEqual([
      { id: 41, time: 1, category_id: 5, product_id: 7, qty: 3 },
      { id: 0, time: 1, category_id: 0, product_id: 0, qty: 0 },
      { id: 0, time: 2, category_id: 5, product_id: 7, qty: 2 },
      { id: 0, time: 3, category_id: 0, product_id: 0, qty: 0 },
    ]);
    expect(keys).toEqual(['saved-41', 'new-1-0', 'new-2-0', 'new-3-0']);
  });

  it("prices a line a day by the shared calculator (spec §9: price ÷ pack size × quantity)", () => {
    expect(draftCostPerDayCents({ product, qty: '3' })).toBe(268); // 2499 / 28 × 3 = 267.75
    expect(draftCostPerDayCents({ product, qty: '' })).toBe(0);
    expect(draftCostPerDayCents({ product: null, qty: '5' })).toBe(0);
    expect(draftCostPerDayCents({ product: { ...product, pack_size: null }, qty: '2' })).toBe(4998);
  });

  it('disables Print Report while both of the first two order times hold only the placeholder (spec §2)', () => {
    expect(canPrintResident(breakfastAndLunch())).toBe(false);
    expect(canPrintResident(breakfastAndLunch([], [savedLine()]))).toBe(true);
    expect(canPrintResident(breakfastAndLunch([savedLine()]))).toBe(true);
    const dinnerOnly = breakfastAndLunch();
    dinnerOnly.order_times[2]!.products.push(savedLine({ time: 3 }));
    expect(canPrintResident(dinnerOnly)).toBe(false);
  });

  it("puts a save's field errors beside the line they name", () => {
    const keys = ['saved-41', 'new-1-0', 'new-2-3'];
    expect(lineErrorsOf({ 'items.2.product_id': 'Not sold', items: 'Nothing', 'items.9.qty': 'x' }, keys)).toEqual({ 'new-2-3': 'Not sold' });
    expect(lineErrorsOf(undefined, keys)).toEqual({});
  });

  it('marks a product chosen again at the same order time on the later line (issue #16 item 25)', () => {
    const [breakfast, lunch] = draftOf(breakfastAndLunch([savedLine()], [savedLine({ id: 42, time: 2 })]));
    const again = { ...breakfast!.lines[1]!, categoryId: 5, productId: 7 };
    const times = [{ ...breakfast!, lines: [breakfast!.lines[0]!, again] }, lunch!];
    expect(duplicateLineErrors(times)).toEqual({ [again.key]: SAME_PRODUCT_TWICE_MESSAGE('Breakfast') });
    // The same product at another order time, and empty lines, are fine.
    expect(duplicateLineErrors(draftOf(breakfastAndLunch([savedLine()], [savedLine({ id: 42, time: 2 })])))).toEqual({});
  });

  it('starts a new line empty', () => {
    expect(placeholderLine(4, 'new-4-2')).toMatchObject({ key: 'new-4-2', time: 4, id: 0, qty: '0', isAvailable: true });
  });
});

describe('the category and product selectors', () => {
  const node = (id: number, title: string, children: CategoryNodeJson[] = []): CategoryNodeJson => ({ id, title, url: '', image: '', children, data: { blurb: '' } });

  it("names each category with its path, in tree order, without space-indentation (issue #16 item 14)", () => {
    const options = flattenCategories([node(1, 'Continence', [node(2, 'Pads', [node(3, 'Day Pads')])]), node(4, 'Gloves')]);
    expect(options).toEqual([
      { id: 1, label: 'Continence' },
      { id: 2, label: 'Continence › Pads' },
      { id: 3, label: 'Continence › Pads › Day Pads' },
      { id: 4, label: 'Gloves' },
    ]);
    expect(options.every((option) => !/^\s/u.test(option.label))).toBe(true);
  });

  it('leaves out products sold in sizes and colours and unpriced ones', () => {
    const base = { sku: '', url: '', image: '', primary_image: '', images: [], on_sale: false, special_text: null, category: { id: 1, title: '', url: '' }, created_at: '' };
    const products = [
      { ...base, id: 1, title: 'Pad-28', has_variants: false, pack_size: 28, price: 2499 },
      { ...base, id: 2, title: 'Apron', has_variants: true, pack_size: null, price: 999 },
      { ...base, id: 3, title: 'Glove-100', has_variants: false, pack_size: 100 },
    ];
    expect(schedulableProducts(products)).toEqual([{ id: 1, title: 'Pad-28', price: 2499, pack_size: 28 }]);
  });
});
