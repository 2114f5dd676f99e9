import { describe, expect, it } from 'vitest';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import type { AddressJson, CountryJson } from '../../../shared/schemas/addresses.ts';
import {
  billingFromShipping,
  EMPTY_BILLING,
  EMPTY_SHIPPING,
  fieldErrorsFromServer,
  initialShipping,
  placeNames,
  validateBilling,
  validateShipping,
  withAddress,
  withCountry,
} from './address-form.ts';

const countries: CountryJson[] = [
  { id: 155, title: 'New Zealand', regions: [{ id: 1, name: 'Auckland' }, { id: 2, name: 'Canterbury' }] },
  { id: 14, title: 'Australia', regions: [{ id: 50, name: 'Victoria' }] },
];

const address = (id: number, line1: string): AddressJson => ({
  id,
  line_1: line1,
  line_2: null,
  suburb: 'Riccarton',
  city: 'Christchurch',
  post_code: '8011',
  phone: '03 555 0101',
  primary: id === 1,
  integration_code: null,
  country: { id: 155, title: 'New Zealand' },
  region: { id: 2, name: 'Canterbury' },
});

const cart = (shippingInfo: CartJson['shipping_info'] = null) => ({ shipping_info: shippingInfo }) as CartJson;
const user = { first_name: 'Mere', last_name: 'Tane', email: 'mere@example.nz' };

const complete = {
  ...EMPTY_SHIPPING,
  first_name: 'Mere',
  last_name: 'Tane',
  phone: '021 555 0101',
  email: 'mere@example.nz',
  line_1: '12 Riccarton Road',
  suburb: 'Riccarton',
  post_code: '8011',
};

describe('validateShipping (spec §5 Checkout shipping)', () => {
  it('requires first name, last name, phone, email, address 1, suburb and post code, not city', () => {
    expect(Object.keys(validateShipping(EMPTY_SHIPPING)).sort()).toEqual(
      ['email', 'first_name', 'last_name', 'line_1', 'phone', 'post_code', 'suburb'].sort(),
    );
    expect(validateShipping(complete)).toEqual({});
  });

  it('refuses notes over 255 characters and a malformed e-mail', () => {
    expect(validateShipping({ ...complete, notes: 'x'.repeat(255) })).toEqual({});
    expect(validateShipping({ ...complete, notes: 'x'.repeat(256) }).notes).toBe('The notes may not be greater than 255 characters.');
    expect(validateShipping({ ...complete, email: 'not-an-email' }).email).toBe('The email must be a valid email address.');
  });

  it("holds the phone and post code to the server's address rule, in its words (issue #16 item 3)", () => {
    expect(validateShipping({ ...complete, post_code: 'ABCDE', phone: 'abc' })).toEqual({
      phone: 'The phone may only contain digits, spaces, +, (, ) and -.',
      post_code: 'The post code must be 4 digits.',
    });
    expect(validateShipping({ ...complete, phone: '09 555' }).phone).toBe('The phone must have at least 7 digits.');
    expect(validateShipping({ ...complete, phone: '+64 (9) 555-0101-0202-03' }).phone).toBe('The phone may not be greater than 20 characters.');
    expect(validateShipping({ ...complete, phone: '+64 (21) 555-0101', post_code: ' 0624 ' })).toEqual({});
    // Another country's post code may hold letters; Australia's is 4 digits as New Zealand's.
    expect(validateBilling({ ...billingFromShipping(complete), city: 'London', country_id: 225, post_code: 'SW1A 1AA' })).toEqual({});
    expect(validateBilling({ ...billingFromShipping(complete), city: 'Sydney', country_id: 13, post_code: 'SW1A' }).post_code).toBe('The post code must be 4 digits.');
  });

  it('treats whitespace as empty', () => {
    expect(validateShipping({ ...complete, first_name: '   ' }).first_name).toBe('The first name field is required.');
  });
});

describe('validateBilling (spec §5 Checkout billing)', () => {
  it('requires city as well', () => {
    expect(validateBilling(billingFromShipping(complete)).city).toBe('The city field is required.');
    expect(validateBilling({ ...billingFromShipping(complete), city: 'Christchurch' })).toEqual({});
  });
});

describe('initialShipping (spec §4)', () => {
  it("starts from the user's name and e-mail without saved details or addresses", () => {
    const start = initialShipping({ cart: cart(), addresses: [], user });
    expect(start.addressId).toBeNull();
    expect(start.values).toMatchObject({ first_name: 'Mere', last_name: 'Tane', email: 'mere@example.nz', country_id: 155, region_id: 0 });
  });

  it('preselects the first saved address and copies its fields in', () => {
    const start = initialShipping({ cart: cart(), addresses: [address(1, '12 Riccarton Road'), address(2, '1 Other St')], user });
    expect(start.addressId).toBe(1);
    expect(start.values).toMatchObject({ line_1: '12 Riccarton Road', city: 'Christchurch', region_id: 2, phone: '03 555 0101', first_name: 'Mere' });
  });

  it('keeps saved details and selects the address they match', () => {
    const saved = { ...complete, line_1: '1 Other St', notes: 'Back door' };
    const start = initialShipping({ cart: cart(saved), addresses: [address(1, '12 Riccarton Road'), address(2, '1 Other St')], user });
    expect(start.addressId).toBe(2);
    expect(start.values.notes).toBe('Back door');
  });

  it('selects no address when the saved details match none', () => {
    const start = initialShipping({ cart: cart({ ...complete, line_1: '99 Typed Lane' }), addresses: [address(1, '12 Riccarton Road')], user });
    expect(start.addressId).toBeNull();
    expect(start.values.line_1).toBe('99 Typed Lane');
  });
});

describe('copying and places', () => {
  it('copies an address with null line 2 as empty text', () => {
    expect(withAddress(complete, address(1, 'A')).line_2).toBe('');
  });

  it('copies shipping to billing without notes or purchase order', () => {
    const billing = billingFromShipping({ ...complete, notes: 'n', purchase_order_no: 'PO1' });
    expect(billing).not.toHaveProperty('notes');
    expect(billing).not.toHaveProperty('purchase_order_no');
    expect(billing.first_name).toBe('Mere');
  });

  it('resets a region that the new country does not have', () => {
    expect(withCountry({ ...EMPTY_BILLING, region_id: 2 }, countries, 14).region_id).toBe(0);
    expect(withCountry({ ...EMPTY_BILLING, region_id: 2 }, countries, 155).region_id).toBe(2);
  });

  it('names the country and region', () => {
    expect(placeNames(countries, { country_id: 155, region_id: 1 })).toEqual({ country: 'New Zealand', region: 'Auckland' });
    expect(placeNames(countries, { country_id: 155, region_id: 0 })).toEqual({ country: 'New Zealand', region: '' });
  });

  it("maps the server's dotted keys to fields", () => {
    expect(fieldErrorsFromServer({ 'shipping_info.post_code': 'Bad', other: 'x' }, 'shipping_info')).toEqual({ post_code: 'Bad' });
  });
});
