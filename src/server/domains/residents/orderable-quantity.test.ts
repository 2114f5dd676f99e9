import { describe, expect, it } from 'vitest';
import { NO_QUANTITY_RULES } from '../../../shared/order-quantity.ts';
import { orderableQuantity } from './resident-usage.service.ts';

describe("the tracker's packets to order under a product's rules", () => {
  it('rounds up to the next quantity allowed and says so', () => {
    expect(orderableQuantity({ minOrderQty: null, orderMultiple: 6, maxOrderQty: null }, 7)).toEqual({ toOrder: 12, note: 'Rounded up from 7 to 12: sold in multiples of 6.' });
    expect(orderableQuantity({ minOrderQty: 10, orderMultiple: null, maxOrderQty: null }, 3)).toEqual({ toOrder: 10, note: 'Rounded up from 3 to 10: at least 10.' });
  });

  it('orders the most allowed when what is short is more, and says so; nothing short is nothing', () => {
    expect(orderableQuantity({ minOrderQty: null, orderMultiple: 4, maxOrderQty: 20 }, 30)).toEqual({ toOrder: 20, note: 'Only 20 of 30: at most 20 an order.' });
    expect(orderableQuantity(NO_QUANTITY_RULES, 0)).toEqual({ toOrder: 0, note: null });
    expect(orderableQuantity(NO_QUANTITY_RULES, 9)).toEqual({ toOrder: 9, note: null });
  });
});
