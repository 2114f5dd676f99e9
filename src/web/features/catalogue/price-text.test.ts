import { describe, expect, it } from 'vitest';
import { packLinePriceCents, priceText, priceTextString } from './price-text.ts';

const base = { on_sale: false, price_range_from: null, price_range_to: null };

describe('priceText', () => {
  it('gives guests the login text linking to /login, since their products carry no price', () => {
    const text = priceText({ on_sale: true });
    expect(text).toEqual({ kind: 'login', text: 'Login for price', href: '/login' });
    expect(priceTextString(text)).toBe('Login for price');
  });

  it('shows a single price ending with excl. GST', () => {
    const text = priceText({ ...base, price: 1250, base_price: 1250 });
    expect(text).toEqual({ kind: 'price', prefix: '', wasPrice: null, listPrice: null, price: '$12.50', suffix: 'excl. GST' });
    expect(priceTextString(text)).toBe('$12.50 excl. GST');
  });

  it('shows From and the range start when the range start and end differ', () => {
    const text = priceText({ ...base, price: 900, base_price: 900, price_range_from: 850, price_range_to: 1999 });
    expect(priceTextString(text)).toBe('From $8.50 excl. GST');
  });

  it('shows one price when the range start equals the range end', () => {
    const text = priceText({ ...base, price: 850, base_price: 850, price_range_from: 850, price_range_to: 850 });
    expect(priceTextString(text)).toBe('$8.50 excl. GST');
  });

  it('shows one price when only one end of the range is set', () => {
    const text = priceText({ ...base, price: 700, base_price: 700, price_range_from: 650, price_range_to: null });
    expect(priceTextString(text)).toBe('$7.00 excl. GST');
  });

  it('strikes through the base price when a single-price product is on sale', () => {
    const text = priceText({ ...base, on_sale: true, price: 1000, base_price: 123456 });
    expect(text).toMatchObject({ wasPrice: '$1,234.56', price: '$10.00' });
    expect(priceTextString(text)).toBe('$1,234.56 $10.00 excl. GST');
  });

  it('does not strike through when the sale price is not below the base price', () => {
    const text = priceText({ ...base, on_sale: true, price: 1000, base_price: 1000 });
    expect(text).toMatchObject({ wasPrice: null, price: '$10.00' });
  });

  it('does not strike through a base price when the product is not on sale', () => {
    const text = priceText({ ...base, price: 1000, base_price: 1500 });
    expect(text).toMatchObject({ wasPrice: null });
  });

  it('keeps the From text for a ranged product on sale, without a struck price', () => {
    const text = priceText({ on_sale: true, price: 500, base_price: 800, price_range_from: 500, price_range_to: 900 });
    expect(priceTextString(text)).toBe('From $5.00 excl. GST');
  });
});

describe('priceText for a contract price (issue #27)', () => {
  it("says 'Your price' and strikes the list price through after it, named for a screen reader", () => {
    const text = priceText({ ...base, price: 890, base_price: 995, price_source: 'contract' });
    expect(text).toMatchObject({ prefix: 'Your price ', wasPrice: null, listPrice: '$9.95', price: '$8.90' });
    expect(priceTextString(text)).toBe('Your price $8.90 List price $9.95 excl. GST');
  });

  it('strikes the list price, not the special price, when the contract beats a special', () => {
    const text = priceText({ ...base, on_sale: true, price: 700, base_price: 123456, price_source: 'contract' });
    expect(priceTextString(text)).toBe('Your price $7.00 List price $1,234.56 excl. GST');
  });

  it('keeps a special and a list price as they were', () => {
    expect(priceTextString(priceText({ ...base, on_sale: true, price: 800, base_price: 995, price_source: 'special' }))).toBe('$9.95 $8.00 excl. GST');
    expect(priceTextString(priceText({ ...base, price: 995, base_price: 995, price_source: 'list' }))).toBe('$9.95 excl. GST');
  });

  it('keeps From for a product with options whose cells have contract prices', () => {
    const text = priceText({ ...base, price: 890, base_price: 995, price_range_from: 800, price_range_to: 900, price_source: 'contract' });
    expect(priceTextString(text)).toBe('From $8.00 excl. GST');
  });
});

describe('packLinePriceCents (issue #16 item 7)', () => {
  it('is the price the buyer pays: the single price, the sale price on sale', () => {
    expect(packLinePriceCents({ ...base, price: 2499, base_price: 2499 })).toBe(2499);
    expect(packLinePriceCents({ ...base, on_sale: true, price: 1000, base_price: 1500 })).toBe(1000);
    expect(packLinePriceCents({ ...base, price: 850, base_price: 850, price_range_from: 850, price_range_to: 850 })).toBe(850);
    expect(packLinePriceCents({ ...base, price: 890, base_price: 995, price_source: 'contract' })).toBe(890);
  });

  it('is none for a guest or a price range', () => {
    expect(packLinePriceCents({ on_sale: false })).toBeUndefined();
    expect(packLinePriceCents({ ...base, price: 900, base_price: 900, price_range_from: 850, price_range_to: 1999 })).toBeUndefined();
  });
});
