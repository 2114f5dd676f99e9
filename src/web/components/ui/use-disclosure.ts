// Shared behaviour of the header's pop-out menus (Products, My Account): a button with
// aria-expanded, Escape closes and returns focus, clicking or tabbing outside closes, and any
// navigation closes.
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';

export type Disclosure = {
  isOpen: boolean;
  /** True after hydration: the CSS hover/focus fallback for pages without JavaScript switches off. */
  isEnhanced: boolean;
  open(): void;
  close(): void;
  toggle(): void;
  containerRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onKeyDown(event: KeyboardEvent): void;
  onBlur(event: FocusEvent): void;
};

export function useDisclosure(): Disclosure {
  const [isOpen, setOpen] = useState(false);
  const [isEnhanced, setEnhanced] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setEnhanced(true), []);
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((current) => !current), []);

  return {
    isOpen,
    isEnhanced,
    open,
    close,
    toggle,
    containerRef,
    buttonRef,
    onKeyDown(event) {
      if (event.key !== 'Escape' || !isOpen) return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
    onBlur(event) {
      // Keyboard focus leaving the menu closes it; pointer clicks are handled by pointerdown.
      const next = event.relatedTarget as Node | null;
      if (next && !containerRef.current?.contains(next)) setOpen(false);
    },
  };
}
