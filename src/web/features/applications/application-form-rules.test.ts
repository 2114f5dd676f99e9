import { describe, expect, it } from 'vitest';
import { canUseSameAddress, EMPTY_APPLICATION, fieldProblem, isApplicationValid, toPayload, type ApplicationValues } from './application-form-rules.ts';

const FILLED: ApplicationValues = {
  ...EMPTY_APPLICATION,
  email: 'manager@kowhai.example',
  company_name: 'Kowhai Lodge',
  purchaser_name: 'Aroha Ngata',
  contact_phone: '09 555 0101',
  contact_email: 'office@kowhai.example',
  billing_address: '7 Kowhai Street',
  billing_city: 'Auckland',
  billing_phone: '095550101',
  billing_postcode: '1050',
};

describe('the trade application form rules', () => {
  it('enables Same as billing only once the four billing fields are filled', () => {
    expect(canUseSameAddress(EMPTY_APPLICATION)).toBe(false);
    expect(canUseSameAddress({ ...FILLED, billing_postcode: ' ' })).toBe(false);
    expect(canUseSameAddress(FILLED)).toBe(true);
  });

  it('needs the shipping fields unless Same as billing is ticked, and then copies billing into them', () => {
    expect(isApplicationValid(FILLED)).toBe(false);
    expect(isApplicationValid({ ...FILLED, same_address: true })).toBe(true);
    expect(toPayload({ ...FILLED, same_address: true })).toMatchObject({ shipping_address: '7 Kowhai Street', shipping_city: 'Auckland', shipping_phone: '095550101', shipping_postcode: '1050' });
    expect(toPayload({ ...FILLED, shipping_address: 'Dock' }).shipping_address).toBe('Dock');
  });

  it("checks e-mails, phones and 4-digit post codes in the server's words (issue #16 item 3)", () => {
    expect(fieldProblem('email', 'nope')).toBe('The email must be a valid email address.');
    expect(fieldProblem('contact_email', 'nope')).toBe('The contact email must be a valid email address.');
    expect(fieldProblem('billing_phone', 'call me')).toBe('The billing phone may only contain digits, spaces, +, (, ) and -.');
    expect(fieldProblem('contact_phone', '555 12')).toBe('The phone number must have at least 7 digits.');
    expect(fieldProblem('billing_phone', '+64 9 555 0101')).toBe('');
    expect(fieldProblem('shipping_postcode', '10500')).toBe('The shipping post code must be 4 digits.');
    expect(fieldProblem('billing_postcode', 'ABCDE')).toBe('The billing post code must be 4 digits.');
    expect(fieldProblem('company_name', '  ')).toBe('The company name field is required.');
  });
});
