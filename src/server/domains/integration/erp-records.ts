// An ERP record merged over what the store holds (issue #26 item 16): a field left out keeps its stored
// value, null is 'none' where a field can be none, and a new record needs what makes one. A price sent
// without a base price follows the catalogue CSV's rule (shared/price-rules.ts). Pure: the rows come in.
import { basePriceAfterPriceOnly, priceAboveBaseError } from '../../../shared/price-rules.ts';
import { rulesProblem } from '../../../shared/order-quantity.ts';
import type { IntegrationAccount, IntegrationAddress, IntegrationProduct } from '../../../shared/schemas/integration.ts';
import type { FieldErrors } from '../../errors.ts';

import type { AccountFields } from '../accounts/account-sync.service.ts';
import type { AddressFields } from '../addresses/address-sync.service.ts';
import type { ProductState } from '../catalogue-admin/catalogue-sync.service.ts';

// The rows as their owning domains write them (issue #27 Part 1).
export type { AccountFields, AddressFields, ProductState };

/** The product as the record leaves it, or the field the record gets wrong (a base price below the price). */
export function mergeProductRecord(stored: ProductState, sent: IntegrationProduct): ProductState | { field: string; message: string } {
  const price = sent.price ?? stored.price;
  const current = { basePriceCents: stored.base_price, isOnSale: stored.on_sale };
  const kept = sent.base_price === undefined ? basePriceAfterPriceOnly(current, price) : undefined;
  const basePrice = kept ? kept.basePriceCents : (sent.base_price ?? stored.base_price);
  if (basePrice < price) return priceAboveBaseError({ price, base_price: basePrice }, { price: stored.price, base_price: stored.base_price });
  type KeptKey = 'stock_on_hand' | 'stock_policy' | 'low_stock_threshold' | 'back_in_stock_on' | 'min_order_qty' | 'order_multiple' | 'max_order_qty';
  const keptOr = <K extends KeptKey>(key: K): ProductState[K] => (sent[key] === undefined ? stored[key] : (sent[key] as ProductState[K]));
  const rules = { minOrderQty: keptOr('min_order_qty'), orderMultiple: keptOr('order_multiple'), maxOrderQty: keptOr('max_order_qty') };
  const broken = rulesProblem(rules);
  if (broken) return { field: broken.field === 'maxOrderQty' ? 'max_order_qty' : 'min_order_qty', message: broken.message };
  return {
    sku: stored.sku,
    price,
    base_price: basePrice,
    on_sale: sent.on_sale ?? kept?.isOnSale ?? stored.on_sale,
    active: sent.active ?? stored.active,
    // Issue #30 Part 3: the ERP's count replaces the store's when sent, whatever orders took meanwhile.
    stock_on_hand: keptOr('stock_on_hand'),
    stock_policy: keptOr('stock_policy'),
    low_stock_threshold: keptOr('low_stock_threshold'),
    back_in_stock_on: keptOr('back_in_stock_on'),
    min_order_qty: rules.minOrderQty,
    order_multiple: rules.orderMultiple,
    max_order_qty: rules.maxOrderQty,
  };
}

const required = (label: string, what: string) => `The ${label} field is required for a new ${what}.`;

/**
 * The account as the record leaves it (`stored` undefined: a new one, which needs its number and name, and
 * may not pay on account or switch accounts unless the record says so); problems go into `errors` at `path`.
 */
export function mergeAccountRecord(stored: Omit<AccountFields, 'external_code'> | undefined, sent: IntegrationAccount, path: string, errors: FieldErrors): AccountFields {
  if (!stored && sent.account_number === undefined) errors[`${path}.account_number`] ??= required('account number', 'account');
  if (!stored && sent.name === undefined) errors[`${path}.name`] ??= required('name', 'account');
  return {
    external_code: sent.external_code,
    account_number: sent.account_number ?? stored?.account_number ?? '',
    name: sent.name ?? stored?.name ?? '',
    can_pay_on_account: sent.can_pay_on_account ?? stored?.can_pay_on_account ?? false,
    can_switch_accounts: sent.can_switch_accounts ?? stored?.can_switch_accounts ?? false,
    credit_limit: sent.credit_limit !== undefined ? sent.credit_limit : (stored?.credit_limit ?? null),
    credit_hold: sent.credit_hold ?? stored?.credit_hold ?? false,
  };
}

/** A synced address as the record leaves it (`stored` undefined: a new one, which needs line 1, city and post code). */
export function mergeAddressRecord(stored: Omit<AddressFields, 'primary'> | undefined, sent: IntegrationAddress, path: string, errors: FieldErrors): AddressFields {
  for (const [field, label] of [['line_1', 'line 1'], ['city', 'city'], ['post_code', 'post code']] as const) {
    if (!stored && sent[field] === undefined) errors[`${path}.${field}`] ??= required(label, 'address');
  }
  const pick = (field: Exclude<keyof AddressFields, 'primary' | 'integration_code'>) => sent[field] ?? stored?.[field] ?? '';
  return {
    integration_code: sent.integration_code,
    line_1: pick('line_1'),
    line_2: pick('line_2'),
    suburb: pick('suburb'),
    city: pick('city'),
    post_code: pick('post_code'),
    phone: pick('phone'),
    primary: sent.primary,
  };
}
