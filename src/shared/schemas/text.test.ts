import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { codeText, lineText, linesText } from './text.ts';

function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const NOT_ALLOWED = (label: string) => [`The ${label} field contains characters that are not allowed.`];

describe('text building blocks', () => {
  it('refuse NUL, other control characters and lone surrogates in every kind of field, with one message naming the field', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', '\u0007', '\u001b[31m', '\u007f', '\u000b', '\f']) {
      expect(issues(lineText('address 1').max(255), bad), JSON.stringify(bad)).toEqual(NOT_ALLOWED('address 1'));
      expect(issues(linesText('notes'), bad), JSON.stringify(bad)).toEqual(NOT_ALLOWED('notes'));
      expect(issues(codeText('key').min(1), bad), JSON.stringify(bad)).toEqual(NOT_ALLOWED('key'));
    }
  });

  it('keep characters outside the basic plane (a surrogate pair is one character)', () => {
    expect(lineText('notes').parse('Ward 3 😀 Māori café')).toBe('Ward 3 😀 Māori café');
    expect(codeText('key').parse('𝒳-key')).toBe('𝒳-key');
  });

  it('turn line breaks and tabs in a one-line field into one space, so a pasted address stays one line', () => {
    expect(lineText('address 1').parse('12 Kowhai Street\r\nRemuera')).toBe('12 Kowhai Street Remuera');
    expect(lineText('address 1').parse('12 Kowhai Street,\n  Remuera\t\t1050')).toBe('12 Kowhai Street, Remuera 1050');
    expect(lineText('keyword').trim().parse('\ngloves\n')).toBe('gloves');
    expect(lineText('company').parse('Sunrise\u2028Care')).toBe('Sunrise Care');
  });

  it('treat U+0085 (next line), U+2028 and U+2029 as the line breaks they are to mail clients (issue #16 item 30)', () => {
    for (const separator of ['\u0085', '\u2028', '\u2029', ' \u0085\u0085 ', '\r\n\u2029']) {
      const value = `Evil Co${separator}Bcc: victim@evil.example`;
      expect(lineText('company name').trim().parse(value), JSON.stringify(separator)).toBe('Evil Co Bcc: victim@evil.example');
      expect(linesText('notes').parse(value), JSON.stringify(separator)).toMatch(/^Evil Co[ \n]+Bcc: victim@evil\.example$/);
      expect(issues(codeText('token'), value), JSON.stringify(separator)).toEqual(NOT_ALLOWED('token'));
    }
    expect(lineText('company name').trim().parse('\u0085Sunrise Care\u2029')).toBe('Sunrise Care');
    // The other C1 controls are never typed on purpose: refused like C0's.
    for (const control of ['\u0080', '\u0084', '\u0086', '\u009b', '\u009f']) {
      expect(issues(lineText('company name'), `a${control}b`), JSON.stringify(control)).toEqual(NOT_ALLOWED('company name'));
      expect(issues(linesText('notes'), `a${control}b`), JSON.stringify(control)).toEqual(NOT_ALLOWED('notes'));
    }
  });

  it('keep line breaks and tabs in notes, written as \\n', () => {
    expect(linesText('notes').parse('Leave at reception\r\nRing bell\rThanks\tx')).toBe('Leave at reception\nRing bell\nThanks\tx');
  });

  it('refuse every control character in codes (keys, tokens, passwords), changing nothing else', () => {
    for (const bad of ['a\nb', 'a\rb', 'a\tb']) expect(issues(codeText('token'), bad)).toEqual(NOT_ALLOWED('token'));
    expect(codeText('password').parse('  spaced password  ')).toBe('  spaced password  ');
  });

  it('still refuse a missing value with the caller’s message', () => {
    expect(issues(lineText('first name', { error: 'The first name field is required.' }), undefined)).toEqual([
      'The first name field is required.',
    ]);
  });
});
