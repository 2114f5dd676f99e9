import { describe, expect, it } from 'vitest';
import { canDecrease, digitsOnly, quantityToSubmit, stepQuantity } from './quantity.ts';

describe('digitsOnly', () => {
  it.each([
    ['12', '12'],
    ['1a2', '12'],
    ['-5', '5'],
    ['3.5', '35'],
    ['', ''],
    ['abc', ''],
    ['007', '7'],
    ['0', '0'],
    ['123456', '1234'],
  ])('turns %j into %j', (typed, expected) => {
    expect(digitsOnly(typed)).toBe(expected);
  });
});

describe('stepQuantity', () => {
  it('adds and removes one', () => {
    expect(stepQuantity('4', 1)).toBe('5');
    expect(stepQuantity('4', -1)).toBe('3');
  });

  it('never goes below 1 or above 9999', () => {
    expect(stepQuantity('1', -1)).toBe('1');
    expect(stepQuantity('', -1)).toBe('1');
    expect(stepQuantity('', 1)).toBe('1');
    expect(stepQuantity('9999', 1)).toBe('9999');
  });
});

describe('canDecrease', () => {
  it('disables minus at 1 or below', () => {
    expect(canDecrease('1')).toBe(false);
    expect(canDecrease('0')).toBe(false);
    expect(canDecrease('')).toBe(false);
    expect(canDecrease('2')).toBe(true);
  });
});

describe('quantityToSubmit', () => {
  it('refuses an empty box or 0 with the spec message', () => {
    expect(quantityToSubmit('')).toEqual({ ok: false, message: 'Product quantity should not be less than 1' });
    expect(quantityToSubmit('0')).toEqual({ ok: false, message: 'Product quantity should not be less than 1' });
  });

  it('sends quantities inside 1..9999 and clamps larger ones', () => {
    expect(quantityToSubmit('1')).toEqual({ ok: true, qty: 1 });
    expect(quantityToSubmit('9999')).toEqual({ ok: true, qty: 9999 });
    expect(quantityToSubmit('12000')).toEqual({ ok: true, qty: 9999 });
  });
});

describe('stepQuantity by a multiple (issue #27)', () => {
  it('steps to the next multiple up or down, never below the least', () => {
    expect(stepQuantity('2', 1, 2, 2)).toBe('4');
    expect(stepQuantity('7', 1, 2, 2)).toBe('8');
    expect(stepQuantity('7', -1, 2, 2)).toBe('6');
    expect(stepQuantity('2', -1, 2, 2)).toBe('2');
    expect(stepQuantity('', 1, 6, 6)).toBe('6');
    expect(stepQuantity('9998', 1, 4, 4)).toBe('9996');
    expect(canDecrease('6', 6)).toBe(false);
  });
});
