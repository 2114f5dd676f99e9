import { describe, expect, it } from 'vitest';
import { normalGstNumber } from './gst-number.ts';

describe('a New Zealand GST number', () => {
  it('takes a valid number written with or without dashes, 8 digits padded to 9', () => {
    expect(normalGstNumber('49-091-850')).toBe('049-091-850');
    expect(normalGstNumber('49091850')).toBe('049-091-850');
    expect(normalGstNumber('35-901-981')).toBe('035-901-981');
    expect(normalGstNumber('136-410-132')).toBe('136-410-132');
  });

  it('uses the second weights when the first give 10', () => {
    expect(normalGstNumber('49-098-576')).toBe('049-098-576');
  });

  it('refuses a wrong check digit, a number out of range, and what is not a number', () => {
    expect(normalGstNumber('49-091-851')).toBeNull();
    expect(normalGstNumber('136-410-133')).toBeNull();
    expect(normalGstNumber('9-125-568')).toBeNull();
    expect(normalGstNumber('150-000-001')).toBeNull();
    expect(normalGstNumber('GST 49-091-850')).toBeNull();
    expect(normalGstNumber('')).toBeNull();
  });
});
