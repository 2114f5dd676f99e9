import { describe, expect, it } from 'vitest';
import { RESIDENT_MESSAGES } from '../../../shared/resident-messages.ts';
import type { ProductDetailJson } from '../../../shared/schemas/catalogue.ts';
import { foundProductChoice, type CategoryOption } from './category-options.ts';

const continence = { id: 1, title: 'Continence', url: '/category/continence' };
const pads = { id: 2, title: 'Pads', url: '/category/continence/pads' };
const dayPads = { id: 3, title: 'Day Pads', url: '/category/continence/pads/day-pads' };

function detail(fields: Partial<ProductDetailJson> = {}): ProductDetailJson {
  return {
    id: 40,
    sku: 'PAD-40',
    title: 'Day pad - 20',
    url: '/product/day-pad',
    image: '',
    primary_image: '',
    images: [],
    on_sale: false,
    has_variants: false,
    special_text: null,
    pack_size: 20,
    category: dayPads,
    created_at: '2026-01-01T00:00:00Z',
    price: 1850,
    description: '',
    trail: [continence, pads, dayPads],
    variants: null,
    ...fields,
  };
}

const offered: CategoryOption[] = [
  { id: 1, label: 'Continence' },
  { id: 2, label: 'Continence › Pads' },
  { id: 3, label: 'Continence › Pads › Day Pads' },
];

describe('foundProductChoice', () => {
  it('takes a priced product without variants in its own category', () => {
    expect(foundProductChoice(detail(), offered)).toEqual({
      ok: true,
      categoryId: 3,
      product: { id: 40, title: 'Day pad - 20', price: 1850, pack_size: 20 },
    });
  });

  it('takes the nearest category above when its own is not offered', () => {
    expect(foundProductChoice(detail(), offered.slice(0, 2))).toMatchObject({ ok: true, categoryId: 2 });
  });

  it('refuses a product sold in sizes and colours, as the server would', () => {
    expect(foundProductChoice(detail({ has_variants: true }), offered)).toEqual({ ok: false, message: RESIDENT_MESSAGES.needsVariant });
  });

  it('refuses a product without a price for the account', () => {
    expect(foundProductChoice(detail({ price: undefined }), offered)).toEqual({ ok: false, message: RESIDENT_MESSAGES.cannotSchedule });
  });

  it('refuses a product in no category the selector offers', () => {
    expect(foundProductChoice(detail(), [{ id: 99, label: 'Nutrition' }])).toEqual({ ok: false, message: RESIDENT_MESSAGES.cannotSchedule });
  });
});
