// Fast-order lists (spec §2, §7; issue #9): the account's saved product lists, shared by all its users.
import { FAST_ORDER_ITEMS_MAX, FAST_ORDER_LISTS_MAX } from '../../../shared/limits.ts';
import type {
  AddToFastOrdersBody,
  CreateFastOrderListBody,
  FastOrderCategoryJson,
  FastOrderDetailQuery,
  FastOrderListsQuery,
  UpdateFastOrderListBody,
} from '../../../shared/schemas/fast-orders.ts';
import type { Transact } from '../../db/executor.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { PurchaseCheck } from '../catalogue/purchase.types.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { toFastOrderCategoriesJson } from './fast-order-json.ts';
import type { FastOrderList, NewFastOrderItem } from './fast-order-types.ts';
import { createFastOrdersRepo, type FastOrdersRepo } from './fast-orders.repo.ts';
import { itemKeyword, listKeyword } from './keywords.ts';

/** One text for a product that is unknown, not sold, hidden from the account or a restricted cell: it tells nothing. */
export const NOT_AVAILABLE_MESSAGE = 'The selected product is not available.';
export const NEEDS_VARIANT_MESSAGE = 'Please choose a size and colour for this product.';
export const LISTS_FULL_MESSAGE = `An account can keep at most ${FAST_ORDER_LISTS_MAX.toLocaleString('en-NZ')} fast order lists.`;
export const ITEMS_FULL_MESSAGE = `A fast order list can hold at most ${FAST_ORDER_ITEMS_MAX.toLocaleString('en-NZ')} products.`;
export const EMPTY_SOURCE_MESSAGE = 'There are no products that can be saved to a list.';

export type FastOrderDetail = { list: FastOrderList; categories: FastOrderCategoryJson[] };

/** A product or cell the buyer asked to add, with where it came from in the request (for the error's field). */
type Wanted = { productId: number; variantId: number; qty: number; field: string; setsQty: boolean };

/** The title and SKU a list keeps, so an item still reads the same once its product is gone. */
function snapshotOf(check: Extract<PurchaseCheck, { ok: true }>): { title: string; sku: string } {
  const { item } = check;
  return { title: item.variantLabel ? `${item.title} (${item.variantLabel})` : item.title, sku: item.sku };
}

export function createFastOrdersService(deps: {
  repo: FastOrdersRepo;
  transact: Transact;
  catalogue: Pick<CatalogueService, 'findPurchasable' | 'findListedProducts'>;
  cart: Pick<CartService, 'getCart'>;
  orders: Pick<OrdersService, 'getOrder'>;
}) {
  const { repo, transact, catalogue, cart, orders } = deps;

  async function requireList(viewer: SignedInViewer, listId: number): Promise<FastOrderList> {
    const list = await repo.findList(viewer.account.id, listId);
    if (!list) throw new NotFoundError('fast order list', listId);
    return list;
  }

  /**
   * Checks every wanted product with the catalogue (the cart's rules and rest_acc) and answers the lines to
   * save, one per product and cell; anything refused refuses the lot (422).
   */
  async function checkedItems(viewer: SignedInViewer, wanted: readonly Wanted[]): Promise<{ set: NewFastOrderItem[]; keep: NewFastOrderItem[] }> {
    const checks = await catalogue.findPurchasable(
      wanted.map((item) => ({ productId: item.productId, variantId: item.variantId })),
      viewer,
    );
    const errors: Record<string, string> = {};
    const lines = new Map<string, NewFastOrderItem & { setsQty: boolean }>();
    wanted.forEach((item, index) => {
      const check = checks[index];
      if (!check?.ok) {
        errors[item.field] = check?.reason === 'needs-variant' ? NEEDS_VARIANT_MESSAGE : NOT_AVAILABLE_MESSAGE;
        return;
      }
      const key = `${check.item.productId}:${check.item.variantId}`;
      const line = { productId: check.item.productId, variantId: check.item.variantId, qty: item.qty, setsQty: item.setsQty, ...snapshotOf(check) };
      const existing = lines.get(key);
      // An item with a quantity wins over the same product named in product_ids.
      if (!existing || (line.setsQty && !existing.setsQty)) lines.set(key, line);
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors, Object.values(errors)[0]);
    const all = [...lines.values()].map(({ setsQty, ...line }) => ({ line, setsQty }));
    return { set: all.filter((entry) => entry.setsQty).map((entry) => entry.line), keep: all.filter((entry) => !entry.setsQty).map((entry) => entry.line) };
  }

  /** Adds the lines to the lists in one transaction: all lists or none, and never past the item ceiling. */
  async function addToLists(viewer: SignedInViewer, listIds: readonly number[], items: { set: NewFastOrderItem[]; keep: NewFastOrderItem[] }): Promise<void> {
    const distinct = [...new Set(listIds)];
    await transact(async (tx) => {
      const lists = createFastOrdersRepo(tx);
      const found = await lists.lockLists(viewer.account.id, distinct);
      if (found.length !== distinct.length) throw new NotFoundError('fast order list', distinct.find((id) => !found.includes(id)));
      await lists.upsertItems(distinct, items.keep, 'keep');
      await lists.upsertItems(distinct, items.set, 'set');
      const counts = await lists.countItems(distinct);
      if ([...counts.values()].some((count) => count > FAST_ORDER_ITEMS_MAX)) throw new ValidationError({ items: ITEMS_FULL_MESSAGE });
      await lists.touchLists(distinct);
    });
  }

  /** The lines a new list starts with: the cart's, or a past order's that can still be bought. */
  async function startingItems(viewer: SignedInViewer, input: CreateFastOrderListBody): Promise<{ set: NewFastOrderItem[]; keep: NewFastOrderItem[] } | null> {
    if (input.is_from_cart) {
      const priced = await cart.getCart(viewer);
      if (priced.lines.length === 0) throw new ValidationError({ is_from_cart: 'Your cart is empty.' });
      const set = priced.lines.map((line) => ({
        productId: line.item.productId,
        variantId: line.item.variantId,
        qty: line.qty,
        title: line.item.variantLabel ? `${line.item.title} (${line.item.variantLabel})` : line.item.title,
        sku: line.item.sku,
      }));
      return { set, keep: [] };
    }
    if (input.from_order_id !== undefined) {
      const order = await orders.getOrder(viewer, input.from_order_id);
      const checks = await catalogue.findPurchasable(
        order.lines.map((line) => ({ productId: line.productId, variantId: line.variantId })),
        viewer,
      );
      const lines = new Map<string, NewFastOrderItem>();
      order.lines.forEach((line, index) => {
        const check = checks[index];
        if (!check?.ok) return; // no longer sold to this account: left out, like 'Order again' skips it
        const key = `${check.item.productId}:${check.item.variantId}`;
        const qty = Math.min(Math.max(line.qty, 1), 9999) + (lines.get(key)?.qty ?? 0);
        lines.set(key, { productId: check.item.productId, variantId: check.item.variantId, qty: Math.min(qty, 9999), ...snapshotOf(check) });
      });
      if (lines.size === 0) throw new ValidationError({ from_order_id: EMPTY_SOURCE_MESSAGE });
      return { set: [...lines.values()], keep: [] };
    }
    return null;
  }

  return {
    /** spec §7 GET /api/fast-orders: the account's lists, sorted, filtered by title above 2 characters. */
    listLists(viewer: SignedInViewer, query: FastOrderListsQuery): Promise<FastOrderList[]> {
      return repo.findLists(viewer.account.id, { field: query.sort_field, order: query.sort_order }, listKeyword(query.keyword));
    },

    /** spec §7 GET /api/fast-orders/{id}: the list with its items grouped by category, priced for the viewer. */
    async getList(viewer: SignedInViewer, listId: number, query: FastOrderDetailQuery = {}): Promise<FastOrderDetail> {
      const found = await repo.findListWithItems(viewer.account.id, listId);
      if (!found) throw new NotFoundError('fast order list', listId);
      const { list, items } = found;
      const listed = await catalogue.findListedProducts(items, viewer);
      return { list, categories: toFastOrderCategoriesJson(items, listed, viewer, itemKeyword(query.keyword)) };
    },

    /** spec §7 POST /api/fast-orders: a new list, empty or made from the cart or a past order. */
    async createList(viewer: SignedInViewer, input: CreateFastOrderListBody): Promise<FastOrderList> {
      const items = await startingItems(viewer, input);
      const listId = await transact(async (tx) => {
        const lists = createFastOrdersRepo(tx);
        const id = await lists.insertList({ accountId: viewer.account.id, userId: viewer.user.id, title: input.title, referenceAddress: input.reference_address || null });
        if (id === null) throw new ValidationError({ title: LISTS_FULL_MESSAGE });
        if (items) await lists.upsertItems([id], items.set, 'set');
        return id;
      });
      return requireList(viewer, listId);
    },

    /** spec §7 PUT /api/fast-orders/{id}: title and reference address. */
    async updateList(viewer: SignedInViewer, listId: number, input: UpdateFastOrderListBody): Promise<FastOrderList> {
      const updated = await repo.updateList(viewer.account.id, listId, { title: input.title, referenceAddress: input.reference_address || null });
      if (!updated) throw new NotFoundError('fast order list', listId);
      return requireList(viewer, listId);
    },

    /** spec §7 DELETE /api/fast-orders/{id}: answers the lists that remain (title order). */
    async deleteList(viewer: SignedInViewer, listId: number): Promise<FastOrderList[]> {
      if (!(await repo.deleteList(viewer.account.id, listId))) throw new NotFoundError('fast order list', listId);
      return repo.findLists(viewer.account.id, { field: 'title', order: 'asc' }, null);
    },

    /** spec §7 DELETE /api/fast-orders/remove-all/{id}: empties the list and answers it. */
    async removeAllItems(viewer: SignedInViewer, listId: number): Promise<FastOrderDetail> {
      if (!(await repo.deleteAllItems(viewer.account.id, listId))) throw new NotFoundError('fast order list', listId);
      return { list: await requireList(viewer, listId), categories: [] };
    },

    /**
     * spec §7 POST /api/fast-order/add-products: product_ids (usual quantity 1, an existing line keeps its
     * own) and items (product and cell with a usual quantity, which an existing line takes) into every list.
     */
    async addProducts(viewer: SignedInViewer, input: AddToFastOrdersBody): Promise<void> {
      const wanted: Wanted[] = [
        ...input.product_ids.map((productId, index) => ({ productId, variantId: 0, qty: 1, field: `product_ids.${index}`, setsQty: false })),
        ...input.items.map((item, index) => ({ productId: item.id, variantId: item.variant_id, qty: item.qty, field: `items.${index}.id`, setsQty: true })),
      ];
      await addToLists(viewer, input.lists, await checkedItems(viewer, wanted));
    },

    /** PUT /api/fast-order-items/{id} (beyond the spec): the item's usual quantity. */
    async setItemQty(viewer: SignedInViewer, itemId: number, qty: number): Promise<void> {
      if (!(await repo.updateItemQty(viewer.account.id, itemId, qty))) throw new NotFoundError('fast order item', itemId);
    },

    /** spec §7 DELETE /api/fast-order-items/{id}: removes one item. */
    async removeItem(viewer: SignedInViewer, itemId: number): Promise<void> {
      if ((await repo.deleteItem(viewer.account.id, itemId)) === null) throw new NotFoundError('fast order item', itemId);
    },

    /** How many lists the account keeps (the back office's account page, issue #17 Part 4). */
    countListsOf: (accountId: number): Promise<number> => repo.countLists(accountId),
  };
}
export type FastOrdersService = ReturnType<typeof createFastOrdersService>;
