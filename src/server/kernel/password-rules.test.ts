import { describe, expect, it } from 'vitest';
import { checkNewPassword, passwordRuleMessage } from './password-rules.ts';

const COMMON = new Set(['123456789012', 'passwordpassword']);
const rule = (password: string, email = 'jane.buyer@sunrise-care.example') => passwordRuleMessage(password, email, COMMON);

describe('the password rule', () => {
  it('asks for at least 12 characters', () => {
    expect(rule('password')).toBe('The password must be at least 12 characters.');
    expect(rule(' '.repeat(8))).toBe('The password must be at least 12 characters.');
    expect(rule('elevenchars')).toBe('The password must be at least 12 characters.');
    expect(rule('twelve chars')).toBeNull();
  });

  it('refuses more than 200 characters', () => {
    expect(rule(`${'long '.repeat(40)}x`)).toBe('The password may not be greater than 200 characters.');
  });

  it('refuses the e-mail address or its local part, whatever the case', () => {
    expect(rule('jane.buyer@sunrise-care.example')).toBe('The password may not be your email address.');
    expect(rule('Jane.Buyer@Sunrise-Care.example')).toBe('The password may not be your email address.');
    expect(rule('JANE.BUYER.NZ', 'jane.buyer.nz@example.test')).toBe('The password may not be your email address.');
    expect(rule('jane.buyer and more')).toBeNull();
  });

  it('refuses one character repeated (twelve spaces, say)', () => {
    expect(rule(' '.repeat(12))).toBe('The password may not be one character repeated.');
    expect(rule('a'.repeat(20))).toBe('The password may not be one character repeated.');
  });

  it('refuses a common password, whatever the case', () => {
    expect(rule('123456789012')).toBe('This password is one of the most common passwords. Please choose another.');
    expect(rule('PasswordPassword')).toBe('This password is one of the most common passwords. Please choose another.');
  });

  it("uses zxcvbn-ts's list, and the project's own example passwords pass it", async () => {
    expect(await checkNewPassword('qwerty123456', 'a@example.test')).toMatch(/most common passwords/);
    expect(await checkNewPassword('1qaz2wsx3edc', 'a@example.test')).toMatch(/most common passwords/);
    for (const password of ['e2e-password', 'demo-password', 'a long password']) {
      expect(await checkNewPassword(password, 'e2e-1@example.test'), password).toBeNull();
    }
    expect(await checkNewPassword('demo-password', 'buyer@sunrise-care.example')).toBeNull();
  });
});
