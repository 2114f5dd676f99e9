// The demo store's contract prices (issue #27): Harbour View Rest Home, a facility of the Coastal Care
// Group, whose list 'Coastal Care 2027' prices nitrile gloves below the list price, a carton of 10 or more
// lower again, and takes 5% off every continence product. A reviewer signs in as its buyer to see
// 'Your price', the breaks and the cart repricing; the demo buyer (Sunrise Care Home) keeps list prices.
import type { UpsertPriceListsBody } from '../../../shared/schemas/pricing.ts';
import type { DemoProduct } from './demo-products.ts';

export const DEMO_CONTRACT_BUYER = {
  email: 'buyer@harbour-view.example',
  password: 'demo-password',
  accountNumber: '100310',
  accountName: 'Harbour View Rest Home',
  firstName: 'Hemi',
  lastName: 'Buyer',
} as const;

export const DEMO_CONTRACT_GROUP = { code: 'COASTAL', name: 'Coastal Care Group' } as const;

const NITRILE_GLOVES = /^\S+ Nitrile Gloves Powder Free /;
const CONTINENCE_PATH = 'continence';
const BREAK_QTY = 10;

/** A price `percent` below `cents`, ending in 9 cents as the store's prices do. */
const below = (cents: number, percent: number) => Math.max(9, Math.round((cents * (100 - percent)) / 1000) * 10 - 1);

/** The list, from the demo products written: every plain powder-free nitrile glove not on special. */
export function demoContractList(products: readonly DemoProduct[]): UpsertPriceListsBody['price_lists'][number] {
  const gloves = products.filter((product) => !product.matrix && !product.isOnSale && NITRILE_GLOVES.test(product.title));
  return {
    code: 'COASTAL-2027',
    name: 'Coastal Care 2027',
    active: true,
    valid_from: null,
    valid_to: null,
    entries: gloves.flatMap((product) => [
      { sku: product.sku, min_qty: 1, price: below(product.priceCents, 10) },
      { sku: product.sku, min_qty: BREAK_QTY, price: below(product.priceCents, 15) },
    ]),
    category_rules: [{ category_path: CONTINENCE_PATH, percent_off: 5 }],
    account_numbers: [],
    group_codes: [DEMO_CONTRACT_GROUP.code],
  };
}
