// The contract-price forms' readings (issue #27 Part 3): codes as typed, an entry's dollars, rules'
// percents, and the server's errors placed by field.
import { describe, expect, it } from 'vitest';
import { codesFromText, entryOf, errorsUnder, messagesFor, otherMessages, rulesOf, validityText } from './pricing-values.ts';

describe('codesFromText', () => {
  it('reads codes one a line or comma separated, each once, blanks dropped', () => {
    expect(codesFromText(' 100200\n900021, 100200 ,\n\n  ,K-7 ')).toEqual(['100200', '900021', 'K-7']);
    expect(codesFromText('  \n ')).toEqual([]);
  });
});

describe('validityText', () => {
  it('says the dates, or that the list has none', () => {
    expect(validityText(null, null)).toBe('Always');
    expect(validityText('2026-01-01', null)).toBe('From 2026-01-01');
    expect(validityText(null, '2026-12-31')).toBe('Until 2026-12-31');
    expect(validityText('2026-01-01', '2026-12-31')).toBe('2026-01-01 to 2026-12-31');
  });
});

describe('entryOf', () => {
  it('reads the price in dollars as the money fields do, and a blank min qty as 1', () => {
    expect(entryOf({ sku: ' GL-100 ', min_qty: '', price: '22,49' })).toEqual({ entry: { sku: 'GL-100', min_qty: 1, price: 2249 } });
    expect(entryOf({ sku: 'GL-100', min_qty: '10', price: '$1,234.50' })).toEqual({ entry: { sku: 'GL-100', min_qty: 10, price: 123450 } });
  });

  it('refuses what it cannot read, naming each field, never scaling an amount', () => {
    expect(entryOf({ sku: '', min_qty: '0', price: '22.499' })).toEqual({
      errors: { sku: 'The SKU is required.', min_qty: 'The min qty must be a whole number from 1.', price: 'The price may have at most 2 decimals (the cents), e.g. 22.49.' },
    });
    expect(entryOf({ sku: 'A', min_qty: '1.5', price: '' })).toEqual({ errors: { min_qty: 'The min qty must be a whole number from 1.', price: 'The price is required.' } });
  });
});

describe('rulesOf', () => {
  it('reads each row, a decimal comma too', () => {
    expect(rulesOf([{ key: 1, category_path: ' continence/pads ', percent_off: '12,5' }])).toEqual({ rules: [{ category_path: 'continence/pads', percent_off: 12.5 }] });
    expect(rulesOf([])).toEqual({ rules: [] });
  });

  it("keys a row's problems as the server does", () => {
    expect(rulesOf([{ key: 1, category_path: 'a', percent_off: '10' }, { key: 2, category_path: '', percent_off: '101' }])).toEqual({
      errors: { 'category_rules.1.category_path': 'The category path field is required.', 'category_rules.1.percent_off': 'The percent off must be a number from 0 to 100.' },
    });
  });
});

describe('placing the server errors', () => {
  const errors = { 'entries.0.sku': "No product has the SKU 'X'.", 'account_numbers.2': "No account has the number '9'.", account_numbers: 'Too many.', entries: 'Send at most 20,000 entries.' };

  it('takes the errors of one item by their field', () => {
    expect(errorsUnder(errors, 'entries.0.')).toEqual({ sku: "No product has the SKU 'X'." });
  });

  it("joins a list field's own message and its items'", () => {
    expect(messagesFor(errors, 'account_numbers')).toBe("No account has the number '9'. Too many.");
    expect(messagesFor(errors, 'group_codes')).toBeUndefined();
  });

  it("leaves for the form's alert its own message and what no field shows", () => {
    expect(otherMessages({ ...errors, _: 'Please check.' }, ['entries.0.sku', 'account_numbers'])).toBe('Please check. Send at most 20,000 entries.');
    expect(otherMessages({ name: 'x' }, ['name'])).toBeUndefined();
  });
});
