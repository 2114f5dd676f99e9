// spec §2 Fast orders detail: title, reference address, the 'Start Typing' search with Reset Search,
// items grouped by category, 'Remove all items' and 'Add all items to cart'. Every change that alters
// the list reloads it (spec §4); the cart is replaced by each cart call's answer.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FAST_ORDER_MESSAGES } from '../../../shared/fast-order-messages.ts';
import type { FastOrderDetailJson, FastOrderItemJson } from '../../../shared/schemas/fast-orders.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { quantityToSubmit } from '../../lib/quantity.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { fastOrdersApi } from './fast-orders-api.ts';
import { cartItemsOfList, itemKeyword } from './fast-order-params.ts';
import { FastOrderItemCard, type ItemActions } from './fast-order-item-card.tsx';
import { useKeywordParam } from './use-keyword-param.ts';
import { useCanOrder } from '../../lib/root-data.ts';

const popupText = (text: string) => `<p>${escapeHtml(text)}</p>`;

export function FastOrderDetail({ list }: { list: FastOrderDetailJson }) {
  const canOrder = useCanOrder();
  const { setCart, setLoading, showPopup } = useAppState();
  const revalidator = useRevalidator();
  const search = useKeywordParam((typed) => itemKeyword(typed));
  const [isBusy, setBusy] = useState(false);
  const typedQuantities = useRef<Record<number, string>>({});
  const itemCount = useMemo(() => list.categories.reduce((count, category) => count + category.items.length, 0), [list.categories]);

  /** Runs one call at a time with the loading overlay; a failure shows the server's message (spec §8). */
  const run = useCallback(
    async (call: () => Promise<void>) => {
      if (isBusy) return;
      setBusy(true);
      setLoading(true);
      try {
        await call();
      } catch (error) {
        showPopup(popupText(apiErrorMessage(error)));
      } finally {
        setLoading(false);
        setBusy(false);
      }
    },
    [isBusy, setLoading, showPopup],
  );

  const actions: ItemActions = {
    isBusy,
    onTyped: (item, typed) => {
      typedQuantities.current[item.fast_order_item_id] = typed;
    },
    saveQty: async (item, qty) => {
      try {
        await fastOrdersApi(createBrowserApiClient()).setItemQty(item.fast_order_item_id, qty);
        return true;
      } catch (error) {
        showPopup(popupText(apiErrorMessage(error)));
        return false;
      }
    },
    addToCart: async (item: FastOrderItemJson, typed: string) => {
      const checked = quantityToSubmit(typed);
      if (!checked.ok) return showPopup(popupText(checked.message));
      await run(async () => {
        const cart = await fastOrdersApi(createBrowserApiClient()).addToCart({ id: item.id, qty: checked.qty, variant_id: item.variant_id });
        setCart(cart);
        showPopup(popupText(cart.message ?? 'Product has been added to cart'));
      });
    },
    remove: async (item) => {
      if (isBusy) return;
      // spec §9: 'Select OK to delete {product title} on your fast order' (a native confirm, as the cart's remove).
      if (!window.confirm(FAST_ORDER_MESSAGES.confirmDeleteItem(item.title))) return;
      await run(async () => {
        const answer = await fastOrdersApi(createBrowserApiClient()).removeItem(item.fast_order_item_id);
        await revalidator.revalidate();
        // spec §7: a success popup, and the list reloads.
        showPopup(popupText(answer.message ?? FAST_ORDER_MESSAGES.itemRemoved));
      });
    },
  };

  const removeAll = () => {
    if (isBusy) return;
    // spec §9: 'Select OK to remove all products on your fast order'.
    if (!window.confirm(FAST_ORDER_MESSAGES.confirmRemoveAll)) return;
    void run(async () => {
      const answer = await fastOrdersApi(createBrowserApiClient()).removeAll(list.id);
      await revalidator.revalidate();
      showPopup(popupText(answer.message ?? FAST_ORDER_MESSAGES.allRemoved));
    });
  };

  const addAll = () => {
    const items = cartItemsOfList(list, typedQuantities.current);
    // spec §5: 'Add all' needs at least one item.
    if (items.length === 0) return showPopup(popupText(FAST_ORDER_MESSAGES.noQuantity));
    void run(async () => {
      const cart = await fastOrdersApi(createBrowserApiClient()).addAllToCart(items);
      setCart(cart);
      showPopup(popupText(cart.message ?? 'Product/s has been added to cart'));
    });
  };

  return (
    <>
      <div className="card fast-order-detail__bar">
        <form
          role="search"
          aria-label="Items in this list"
          className="fast-order-detail__search"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor="fast-order-item-search" className="visually-hidden">
            Search items in this list
          </label>
          <input
            id="fast-order-item-search"
            type="search"
            name="keyword"
            placeholder="Start Typing"
            autoComplete="off"
            value={search.typed}
            onChange={(event) => search.setTyped(event.currentTarget.value)}
          />
          <button type="button" className="button button-secondary" onClick={() => search.setTyped('')}>
            Reset Search
          </button>
        </form>
        <div className="fast-order-detail__buttons">
          <button type="button" className="button button-secondary" aria-disabled={isBusy || undefined} onClick={removeAll}>
            Remove all items
          </button>
          {canOrder ? (
            <button type="button" className="button button-primary" aria-disabled={isBusy || undefined} onClick={addAll}>
              {search.isFiltered ? 'Add all shown items to cart' : 'Add all items to cart'}
            </button>
          ) : null}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {search.isFiltered ? `${itemCount} matching ${itemCount === 1 ? 'item' : 'items'}` : ''}
      </p>
      {list.categories.length === 0 ? (
        <div className="card">
          <p className="fast-order-detail__empty">
            {search.isFiltered
              ? 'No items in this list match your search.'
              : "This list has no items yet. Add products to it with 'Add to Fast Order' on a product page."}
          </p>
        </div>
      ) : (
        list.categories.map((category) => (
          <section key={category.id} className="card fast-order-category" aria-labelledby={`fast-order-category-${category.id}`}>
            <h2 id={`fast-order-category-${category.id}`}>{category.title}</h2>
            <ul className="fast-order-items">
              {category.items.map((item) => (
                <FastOrderItemCard key={item.fast_order_item_id} item={item} actions={actions} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
