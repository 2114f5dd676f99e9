import { describe, expect, it } from 'vitest';
import { centsToInputText, MONEY_PROBLEMS, readMoneyInput } from './money-input.ts';

const cents = (text: string) => {
  const reading = readMoneyInput(text);
  return reading.ok ? reading.cents : reading.problem;
};

describe('readMoneyInput', () => {
  it('reads a decimal comma and a decimal point alike (issue #26: "22,49" was saved as $2,249.00)', () => {
    expect(cents('22,49')).toBe(2249);
    expect(cents('22.49')).toBe(2249);
    expect(cents('22,5')).toBe(2250);
    expect(cents('22.5')).toBe(2250);
    expect(cents('22,')).toBe(2200);
    expect(cents(',5')).toBe(50);
    expect(cents('.07')).toBe(7);
  });

  it('reads thousands separators as en-NZ writes them, and as Europe does beside a decimal comma', () => {
    expect(cents('$1,234.50')).toBe(123_450);
    expect(cents('1.234,50')).toBe(123_450);
    expect(cents('1,234')).toBe(123_400);
    expect(cents('22,499')).toBe(2_249_900);
    expect(cents('1,234,567')).toBe('may be at most $999,999.99');
    expect(cents('123,456.78')).toBe(12_345_678);
    expect(cents('NZ$ 1,000')).toBe(100_000);
  });

  it('trims spaces, takes a dollar sign, and answers null for nothing typed', () => {
    expect(cents(' 22.49 ')).toBe(2249);
    expect(cents('$22.49')).toBe(2249);
    expect(cents('$ 22')).toBe(2200);
    expect(cents('\u00a012\u00a0')).toBe(1200);
    expect(cents('0')).toBe(0);
    expect(cents('007.10')).toBe(710);
    expect(cents('')).toBeNull();
    expect(cents('   ')).toBeNull();
  });

  it('is exact: the digits are read as text, never as a float', () => {
    expect(cents('0.29')).toBe(29);
    expect(cents('4.35')).toBe(435);
    expect(cents('19.99')).toBe(1999);
    expect(cents('999999.99')).toBe(99_999_999);
  });

  it('refuses a negative amount, words, exponents and other marks, with a message for each', () => {
    expect(cents('-1')).toBe(MONEY_PROBLEMS.negative);
    expect(cents('\u22121')).toBe(MONEY_PROBLEMS.negative);
    expect(cents('$-1.50')).toBe(MONEY_PROBLEMS.negative);
    for (const text of ['1e3', 'NaN', 'Infinity', 'twelve', '12 34', '12.5$', '+5', '１２', '0x10', '.', ',', '$', '1\u00002']) {
      expect(cents(text), text).toBe(MONEY_PROBLEMS.notAnAmount);
    }
  });

  it('refuses more than 2 decimals rather than rounding them away', () => {
    expect(cents('22.499')).toBe(MONEY_PROBLEMS.decimals);
    expect(cents('1.234')).toBe(MONEY_PROBLEMS.decimals);
    expect(cents('22,4999')).toBe(MONEY_PROBLEMS.decimals);
    expect(cents('1.234,567')).toBe(MONEY_PROBLEMS.decimals);
    expect(cents(',499')).toBe(MONEY_PROBLEMS.decimals);
  });

  it('refuses thousands separators out of place', () => {
    for (const text of ['1,23,4', '1,2,3.4', '12.34.56', '1234,567', '1,234.5.6', '1.234,5,6', '1,,234']) {
      expect(cents(text), text).toBe(MONEY_PROBLEMS.grouping);
    }
  });

  it('refuses more than the maximum, however many digits', () => {
    expect(cents('1000000')).toBe('may be at most $999,999.99');
    expect(cents('1000000.00')).toBe('may be at most $999,999.99');
    expect(cents('9'.repeat(10_000))).toBe('may be at most $999,999.99');
    expect(readMoneyInput('12.50', 1000)).toEqual({ ok: false, problem: 'may be at most $10.00' });
    expect(readMoneyInput('10', 1000)).toEqual({ ok: true, cents: 1000 });
  });
});

describe('centsToInputText', () => {
  it('writes cents as the dollars a money field shows, which read back the same', () => {
    expect(centsToInputText(1299)).toBe('12.99');
    expect(centsToInputText(7)).toBe('0.07');
    expect(centsToInputText(123_450)).toBe('1234.50');
    for (const amount of [0, 7, 1299, 123_450, 99_999_999]) expect(cents(centsToInputText(amount))).toBe(amount);
  });
});
