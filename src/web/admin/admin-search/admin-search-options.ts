// The header search's answer (GET /admin/api/search) as the options of its listbox, in the order the
// arrow keys go: Orders, Accounts, Products, each group's few results then its 'All N …' link to the list
// filtered by the same text. A kind the role may not see (null) or that found nothing has no group.
import { formatCents } from '../../../shared/money.ts';
import type { AdminSearchJson } from '../../../shared/schemas/admin-search.ts';
import { FULFILMENT_LABELS } from '../orders/order-words.ts';

export type AdminSearchKind = 'orders' | 'accounts' | 'products';

/** One option: `title` and `detail` are what it shows, `url` where Enter or a click takes the desk. */
export type AdminSearchOption = { kind: AdminSearchKind; key: string; url: string; title: string; detail: string; isAll: boolean };

export const KIND_LABELS: Record<AdminSearchKind, { group: string; one: string; many: string }> = {
  orders: { group: 'Orders', one: 'order', many: 'orders' },
  accounts: { group: 'Accounts', one: 'account', many: 'accounts' },
  products: { group: 'Products', one: 'product', many: 'products' },
};

const KINDS = Object.keys(KIND_LABELS) as AdminSearchKind[];

const countText = (found: { total: number; is_more: boolean }) => `${found.total.toLocaleString('en-NZ')}${found.is_more ? '+' : ''}`;
const isOne = (found: { total: number }) => found.total === 1;

function allOption(kind: AdminSearchKind, found: NonNullable<AdminSearchJson[AdminSearchKind]>): AdminSearchOption {
  const words = KIND_LABELS[kind];
  const title = `All ${countText(found)} ${isOne(found) ? words.one : words.many}`;
  return { kind, key: `${kind}-all`, url: found.list_url, title, detail: 'in the list', isAll: true };
}

function resultsOf(answer: AdminSearchJson, kind: AdminSearchKind): AdminSearchOption[] {
  switch (kind) {
    case 'orders':
      return (answer.orders?.items ?? []).map((order) => ({
        kind,
        key: `order-${order.id}`,
        url: order.url,
        title: order.order_number,
        detail: `${order.account_name} · ${FULFILMENT_LABELS[order.fulfilment_status]} · ${formatCents(order.total)}`,
        isAll: false,
      }));
    case 'accounts':
      return (answer.accounts?.items ?? []).map((account) => ({ kind, key: `account-${account.id}`, url: account.url, title: account.name, detail: `Account ${account.account_number}`, isAll: false }));
    case 'products':
      return (answer.products?.items ?? []).map((product) => ({
        kind,
        key: `product-${product.id}`,
        url: product.url,
        title: product.title,
        detail: product.is_active ? `SKU ${product.sku}` : `SKU ${product.sku} · inactive`,
        isAll: false,
      }));
  }
}

/** The options in arrow-key order: each kind that found something, its results, then its 'All N …'. */
export function searchOptions(answer: AdminSearchJson | null): AdminSearchOption[] {
  if (!answer) return [];
  return KINDS.flatMap((kind) => {
    const found = answer[kind];
    if (!found || found.total === 0) return [];
    return [...resultsOf(answer, kind), allOption(kind, found)];
  });
}

/** What the polite live region says once an answer is in: '2 orders, 1 account found', 'Nothing found'. */
export function searchCountText(answer: AdminSearchJson): string {
  const parts = KINDS.flatMap((kind) => {
    const found = answer[kind];
    if (!found || found.total === 0) return [];
    return [`${countText(found)} ${isOne(found) ? KIND_LABELS[kind].one : KIND_LABELS[kind].many}`];
  });
  return parts.length === 0 ? 'Nothing found' : `${parts.join(', ')} found`;
}

/** The box's placeholder: only the kinds this role's answers hold. */
export function searchPlaceholder(kinds: readonly AdminSearchKind[]): string {
  return `Search ${kinds.map((kind) => KIND_LABELS[kind].many).join(', ')}`;
}
