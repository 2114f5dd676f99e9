import { describe, expect, it } from 'vitest';
import { budgetsBodyOf, spendText } from './budget-values.ts';

describe('the budget form', () => {
  it('reads dollars as typed, a blank overall budget as none, and leaves out empty rows', () => {
    expect(budgetsBodyOf({ total: '2,000', rows: [{ categoryId: '4', amount: '500.50' }, { categoryId: '', amount: '' }] })).toEqual({
      body: { monthly_total: 200_000, categories: [{ category_id: 4, monthly_amount: 50_050 }] },
    });
    expect(budgetsBodyOf({ total: '', rows: [] })).toEqual({ body: { monthly_total: null, categories: [] } });
  });

  it('refuses a bad amount, a row without its category or amount, and a category twice', () => {
    expect(budgetsBodyOf({ total: 'lots', rows: [{ categoryId: '', amount: '5' }, { categoryId: '4', amount: '' }, { categoryId: '4', amount: '1.234' }] })).toEqual({
      errors: {
        monthly_total: 'The monthly budget must be an amount in dollars, e.g. 22.49.',
        'categories.0.category_id': 'Choose a category.',
        'categories.1.monthly_amount': 'Type the monthly amount.',
        'categories.2.category_id': 'This category already has a budget.',
        'categories.2.monthly_amount': 'The amount may have at most 2 decimals (the cents), e.g. 22.49.',
      },
    });
  });

  it('says the spend against a budget in words', () => {
    expect(spendText(120_000, 200_000)).toBe('$1,200.00 of $2,000.00 placed');
    expect(spendText(120_000, null)).toBe('$1,200.00 placed (no budget)');
  });
});
