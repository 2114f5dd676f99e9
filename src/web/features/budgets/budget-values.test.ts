import { describe, expect, it } from 'vitest';
import { budgetsBodyOf, errorsByRow, monthTitle, rowsOf, spendText } from './budget-values.ts';

describe('the budget form', () => {
  it('reads dollars as typed, a blank overall budget as none, and leaves out empty rows', () => {
    expect(budgetsBodyOf({ total: '2,000', rows: [{ categoryId: '', amount: '' }, { categoryId: '4', amount: '500.50' }, { categoryId: '', amount: '' }] })).toEqual({
      body: { monthly_total: 200_000, categories: [{ category_id: 4, monthly_amount: 50_050 }] },
      rowOf: [1],
    });
    expect(budgetsBodyOf({ total: '', rows: [] })).toEqual({ body: { monthly_total: null, categories: [] }, rowOf: [] });
  });

  it('refuses a bad amount, a row without its category or amount, and a category twice', () => {
    expect(budgetsBodyOf({ total: 'lots', rows: [{ categoryId: '', amount: '5' }, { categoryId: '4', amount: '' }, { categoryId: '4', amount: '1.234' }] })).toEqual({
      errors: {
        monthly_total: 'The monthly budget must be an amount in dollars, e.g. 22.49.',
        'categories.0.category_id': 'Choose a category.',
        'categories.1.monthly_amount': 'Type the monthly amount.',
        'categories.2.category_id': 'This category already has a budget.',
        'categories.2.monthly_amount': 'The monthly amount may have at most 2 decimals (the cents), e.g. 22.49.',
      },
    });
  });

  it("puts the server's errors on the rows they came from, and the rest on the form", () => {
    const errors = { monthly_total: 'Too much.', 'categories.0.category_id': 'Not a top-level category.', 'categories.1.monthly_amount': 'Too much.', categories: 'At most 50 category budgets.' };
    expect(errorsByRow(errors, [1, 3])).toEqual({
      monthly_total: 'Too much.',
      'categories.1.category_id': 'Not a top-level category.',
      'categories.3.monthly_amount': 'Too much.',
      form: 'At most 50 category budgets.',
    });
    expect(errorsByRow({ 'categories.0.category_id': 'Gone.' }, [])).toEqual({ form: 'Gone.' });
  });

  it('shows the saved budgets as dollars to edit, with a blank row to add one', () => {
    expect(rowsOf([{ category_id: 4, monthly_amount: 5_000_000 }])).toEqual([
      { categoryId: '4', amount: '50000.00' },
      { categoryId: '', amount: '' },
    ]);
  });

  it('says the spend against a budget, and the month, in words', () => {
    expect(spendText(120_000, 200_000)).toBe('$1,200.00 of $2,000.00 placed');
    expect(spendText(120_000, null)).toBe('$1,200.00 placed (no budget)');
    expect(spendText(0, null, 'no limit')).toBe('$0.00 placed (no limit)');
    expect(monthTitle('2026-12')).toBe('December 2026');
    expect(monthTitle('2027-01')).toBe('January 2027');
    expect(monthTitle('soon')).toBe('soon');
  });
});
