// spec §3 client state: is_loading, is_logged_in, accountNumber, popup_covid, popup (open, content).
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type PopupOptions = { hasCloseButton?: boolean; maxWidth?: 590 | 630 | 641 };
export type PopupState = { isOpen: boolean; html: string; options: PopupOptions };

export type AppState = {
  isLoading: boolean;
  isLoggedIn: boolean;
  accountNumber: string | null;
  isNoticeOpen: boolean;
  popup: PopupState;
  setLoading(isLoading: boolean): void;
  /** Opens the global message popup; its HTML is sanitised before display. */
  showPopup(html: string, options?: PopupOptions): void;
  closePopup(): void;
  dismissNotice(): void;
};

const AppStateContext = createContext<AppState | null>(null);

export function AppStateProvider(props: { isLoggedIn: boolean; accountNumber: string | null; children: ReactNode }) {
  const [isLoading, setLoading] = useState(false);
  const [isNoticeOpen, setNoticeOpen] = useState(true);
  const [popup, setPopup] = useState<PopupState>({ isOpen: false, html: '', options: {} });
  const value = useMemo<AppState>(
    () => ({
      isLoading,
      isLoggedIn: props.isLoggedIn,
      accountNumber: props.accountNumber,
      isNoticeOpen,
      popup,
      setLoading,
      showPopup: (html, options = { hasCloseButton: true }) => setPopup({ isOpen: true, html, options }),
      closePopup: () => setPopup((current) => ({ ...current, isOpen: false })),
      dismissNotice: () => setNoticeOpen(false),
    }),
    [isLoading, props.isLoggedIn, props.accountNumber, isNoticeOpen, popup],
  );
  return <AppStateContext.Provider value={value}>{props.children}</AppStateContext.Provider>;
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState must be used inside AppStateProvider');
  return state;
}
