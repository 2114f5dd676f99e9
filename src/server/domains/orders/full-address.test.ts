import { describe, expect, it } from 'vitest';
import { shippingFullAddress } from './full-address.ts';

describe('shippingFullAddress', () => {
  const info = { line_1: '12 Harbour Road', line_2: 'Unit 3', suburb: 'Devonport', city: 'Auckland', post_code: '0624' };

  it('joins line 1, line 2, suburb, city, post code, region and country', () => {
    expect(shippingFullAddress(info, { region: 'Auckland', country: 'New Zealand' })).toBe(
      '12 Harbour Road, Unit 3, Devonport, Auckland, 0624, Auckland, New Zealand',
    );
  });

  it('leaves out empty parts: no line 2, no city, no region', () => {
    expect(shippingFullAddress({ ...info, line_2: '', city: ' ' }, { region: '', country: 'New Zealand' })).toBe(
      '12 Harbour Road, Devonport, 0624, New Zealand',
    );
  });
});
