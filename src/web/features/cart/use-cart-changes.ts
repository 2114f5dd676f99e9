// spec §4: cart quantity changes and removals. Each call's answer (the whole cart) replaces the
// client's cart; a failure shows the server's message in the popup (spec §8). While a call runs,
// further changes are ignored (the buttons say so with aria-disabled and keep their focus), so
// two changes never race.
import { useCallback, useRef, useState } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../shared/limits.ts';
import type { CartItemJson, CartJson } from '../../../shared/schemas/cart.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { removeConfirmText } from '../../lib/cart-display.ts';

export type CartChanges = {
  /** The line whose call is running, or null. */
  busyKey: string | null;
  /** Resolves true when the server took the new quantity. */
  setQty(item: CartItemJson, qty: number): Promise<boolean>;
  remove(item: CartItemJson): Promise<void>;
};

export function useCartChanges(): CartChanges {
  const { setCart, setLoading, showPopup } = useAppState();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const isRunning = useRef(false);

  const run = useCallback(
    async (key: string, call: () => Promise<CartJson>): Promise<boolean> => {
      if (isRunning.current) return false;
      isRunning.current = true;
      setBusyKey(key);
      setLoading(true);
      try {
        setCart(await call());
        return true;
      } catch (error) {
        showPopup(`<p>${escapeHtml(apiErrorMessage(error))}</p>`);
        return false;
      } finally {
        setLoading(false);
        setBusyKey(null);
        isRunning.current = false;
      }
    },
    [setCart, setLoading, showPopup],
  );

  return {
    busyKey,
    setQty: async (item, qty) => {
      // spec §4: a quantity below 1 is reset to 1.
      const next = Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(qty) || QUANTITY_MIN));
      if (next === item.qty) return false;
      return run(item.key, () => createBrowserApiClient().cart.update({ key: item.key, id: item.id, qty: next }));
    },
    remove: async (item) => {
      // spec §9: 'Press OK if you want to delete {item} from cart'.
      if (!window.confirm(removeConfirmText(item.title))) return;
      await run(item.key, () => createBrowserApiClient().cart.remove(item.key));
    },
  };
}
