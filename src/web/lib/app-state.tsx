// spec §3 client state: is_loading, is_logged_in, accountNumber, popup_covid, popup (open, content),
// and the signed-in viewer's cart (spec §4: replaced by the server's answer after every change).
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LOADING_OVERLAY_MAX_MS } from '../../shared/limits.ts';
import type { CartJson } from '../../shared/schemas/cart.ts';

export type PopupOptions = { hasCloseButton?: boolean; maxWidth?: 590 | 630 | 641 };
export type PopupState = { isOpen: boolean; html: string; options: PopupOptions };

export type AppState = {
  isLoading: boolean;
  isLoggedIn: boolean;
  accountNumber: string | null;
  isNoticeOpen: boolean;
  popup: PopupState;
  /** The header widget's cart: from the storefront shell's loader, then each cart call's answer. Null for guests. */
  cart: CartJson | null;
  /** spec §4: the cart is replaced by the server's answer after every add, remove, update and checkout save. */
  setCart(cart: CartJson): void;
  setLoading(isLoading: boolean): void;
  /** Opens the global message popup; its HTML is sanitised before display. */
  showPopup(html: string, options?: PopupOptions): void;
  closePopup(): void;
  dismissNotice(): void;
  /** spec §4: login stores the account number, logout clears it. */
  setAccountNumber(accountNumber: string | null): void;
};

const AppStateContext = createContext<AppState | null>(null);

/**
 * Once dismissed, the notice stays closed for the browser session: a session cookie (no expiry),
 * so the server leaves it out of the HTML too and nothing flashes or shifts on the next page.
 */
export const NOTICE_DISMISSED_COOKIE = 'notice_dismissed';

export function AppStateProvider(props: {
  isLoggedIn: boolean;
  accountNumber: string | null;
  /** The storefront shell loader's cart (null for guests). */
  cart: CartJson | null;
  /** From the storefront shell's loader: the visitor dismissed the notice earlier in this browser session. */
  isNoticeDismissed?: boolean;
  children: ReactNode;
}) {
  const [isLoading, setLoading] = useState(false);
  const [isNoticeOpen, setNoticeOpen] = useState(!props.isNoticeDismissed);
  const [accountNumber, setAccountNumber] = useState(props.accountNumber);
  const [popup, setPopup] = useState<PopupState>({ isOpen: false, html: '', options: {} });
  const loadedCart = props.cart;
  const [cart, setCart] = useState<CartJson | null>(loadedCart);

  useEffect(() => setAccountNumber(props.accountNumber), [props.accountNumber]);
  // A re-run shell loader (after a form action) brings a fresher cart.
  useEffect(() => setCart(loadedCart), [loadedCart]);

  useEffect(() => {
    // spec §4/§9: the page forces the loading overlay off 500 ms after start.
    const timer = setTimeout(() => setLoading(false), LOADING_OVERLAY_MAX_MS);
    return () => clearTimeout(timer);
  }, []);

  const value = useMemo<AppState>(
    () => ({
      isLoading,
      isLoggedIn: props.isLoggedIn,
      accountNumber,
      isNoticeOpen,
      popup,
      cart,
      setCart,
      setLoading,
      showPopup: (html, options = { hasCloseButton: true }) => setPopup({ isOpen: true, html, options }),
      closePopup: () => setPopup((current) => ({ ...current, isOpen: false })),
      dismissNotice: () => {
        setNoticeOpen(false);
        document.cookie = `${NOTICE_DISMISSED_COOKIE}=1; path=/; SameSite=Lax`;
      },
      setAccountNumber,
    }),
    [isLoading, props.isLoggedIn, accountNumber, isNoticeOpen, popup, cart],
  );
  return <AppStateContext.Provider value={value}>{props.children}</AppStateContext.Provider>;
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState must be used inside AppStateProvider');
  return state;
}
