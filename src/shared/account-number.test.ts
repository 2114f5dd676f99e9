import { describe, expect, it } from 'vitest';
import { accountNumberProblem, accountNumberRule, nextAccountNumber } from './account-number.ts';

describe('the account number rule', () => {
  const rule = accountNumberRule();

  it('takes 4 to 12 digits by default and refuses anything else, saying so', () => {
    for (const good of ['1000', '0042', '100200', '123456789012']) expect(accountNumberProblem(rule, good), good).toBeNull();
    for (const bad of ['abc', '123', '1234567890123', 'K-1001', '#1001', '1001 ', ' 1001', '10 01', '١٢٣٤', '1001\n', '']) {
      expect(accountNumberProblem(rule, bad), JSON.stringify(bad)).toBe('The account number must be 4 to 12 digits.');
    }
  });

  it('follows a configured pattern, whole, and names it when it is not digits', () => {
    const lettered = accountNumberRule('[A-Z]{2}-[0-9]{4}');
    expect(accountNumberProblem(lettered, 'MT-1234')).toBeNull();
    expect(accountNumberProblem(lettered, 'xMT-1234')).toBe('The account number must match the pattern [A-Z]{2}-[0-9]{4}.');
    expect(accountNumberProblem(lettered, 'MT-12345')).not.toBeNull();
    expect(accountNumberRule('\\d{6}').message).toBe('The account number must be 6 digits.');
    // An alternation is anchored as a whole, not only its first branch.
    expect(accountNumberRule('[0-9]{4}|[A-Z]{4}').matches('ABCD1')).toBe(false);
  });

  it('refuses at start-up a pattern that is no regular expression, or that takes a blank or spaced number', () => {
    expect(() => accountNumberRule('[0-9')).toThrow(/is not a valid regular expression/);
    expect(() => accountNumberRule('[0-9]*')).toThrow(/must not accept ""/);
    expect(() => accountNumberRule('.+')).toThrow(/must not accept " "/);
  });

  it('suggests one more than the highest number, at least the smallest the rule takes', () => {
    expect(nextAccountNumber(rule, null)).toBe('1000');
    expect(nextAccountNumber(rule, 7n)).toBe('1000');
    expect(nextAccountNumber(rule, 100200n)).toBe('100201');
    expect(nextAccountNumber(rule, 999_999_999_999n)).toBeNull();
    expect(nextAccountNumber(accountNumberRule('[0-9]{6}'), 4321n)).toBe('100000');
    expect(nextAccountNumber(accountNumberRule('[A-Z]{2}-[0-9]{4}'), 5n)).toBeNull();
  });
});
