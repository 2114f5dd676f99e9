import { formatCents } from '../../../shared/money.ts';
import type { ProductJson } from '../../../shared/schemas/catalogue.ts';

type PricedFields = Pick<ProductJson, 'on_sale' | 'price' | 'base_price' | 'price_range_from' | 'price_range_to' | 'price_source'>;

/** What a card or product page shows in place of a price. Guests get a login link (spec §1). */
export type PriceText =
  | { kind: 'login'; text: 'Login for price'; href: '/login' }
  | {
      kind: 'price';
      /** 'From ' when the product has a price range (spec §2 Product listing); 'Your price ' for a contract price (issue #27). */
      prefix: 'From ' | 'Your price ' | '';
      /** The base price, shown struck through before the price, when a single-price product is on sale. */
      wasPrice: string | null;
      /** The list price a contract price undercuts, shown struck through after the price (issue #27). */
      listPrice: string | null;
      price: string;
      suffix: 'excl. GST';
    };

export const LOGIN_FOR_PRICE: PriceText = { kind: 'login', text: 'Login for price', href: '/login' };

/** Guests receive no price fields at all, so a missing price means the login text. */
export function priceText(product: PricedFields): PriceText {
  if (product.price === undefined) return LOGIN_FOR_PRICE;
  const from = product.price_range_from ?? null;
  const to = product.price_range_to ?? null;
  if (from !== null && to !== null && from !== to) {
    return { kind: 'price', prefix: 'From ', wasPrice: null, listPrice: null, price: formatCents(from), suffix: 'excl. GST' };
  }
  const base = product.base_price;
  const isBelowBase = base !== undefined && base > product.price;
  const isContract = product.price_source === 'contract';
  return {
    kind: 'price',
    prefix: isContract ? 'Your price ' : '',
    wasPrice: !isContract && product.on_sale && isBelowBase ? formatCents(base) : null,
    listPrice: isContract && isBelowBase ? formatCents(base) : null,
    price: formatCents(product.price),
    suffix: 'excl. GST',
  };
}

/**
 * The pack price that 'Pack of 150 · $0.17 each' divides (issue #16 item 7): the one price the buyer pays.
 * None for a guest (spec §1: the pack size alone) or a price range, whose options cost different amounts.
 */
export function packLinePriceCents(product: PricedFields): number | undefined {
  const text = priceText(product);
  return text.kind === 'price' && text.prefix !== 'From ' ? product.price : undefined;
}

/** The price text as one plain string, as the label reads it aloud, e.g. for an accessible name or a test. */
export function priceTextString(text: PriceText): string {
  if (text.kind === 'login') return text.text;
  const listPrice = text.listPrice ? ` List price ${text.listPrice}` : '';
  return [text.prefix + (text.wasPrice ? `${text.wasPrice} ` : '') + text.price + listPrice, text.suffix].join(' ');
}
