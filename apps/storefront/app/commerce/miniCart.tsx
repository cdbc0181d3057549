import { notify } from '@peptide/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';

interface MiniCartState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /**
   * Opens the mini cart after `delay` ms (`TIMINGS`' 800 / 1000 / 1200 ms after an add, by
   * page); `opener` (the add's button) takes focus back when it closes.
   */
  openAfter: (delay: number, opener?: Element | null) => void;
  /** The element that started the last automatic opening, while it is on the page. */
  opener: () => HTMLElement | null;
}

const MiniCartContext = createContext<MiniCartState | null>(null);

/** Holds whether the mini cart is open, for the header, the floating button and every add. */
export function MiniCartProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { pathname } = useLocation();
  // Opening the checkout closes the mini cart, as does the cart page (its View cart), which
  // shows the cart itself.
  useEffect(() => {
    if (pathname === '/checkout' || pathname === '/cart') {
      clearTimeout(timer.current);
      setOpen(false);
    }
  }, [pathname]);
  const opener = useRef<HTMLElement | null>(null);
  const openAfter = useCallback((delay: number, from?: Element | null) => {
    opener.current = from instanceof HTMLElement ? from : null;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // The sheet now shows what was added; the toast would only cover its title and close button.
      notify.dismiss();
      setOpen(true);
    }, delay);
  }, []);
  const openerOnPage = useCallback(() => (opener.current?.isConnected ? opener.current : null), []);
  const value = useMemo(
    () => ({ open, setOpen, openAfter, opener: openerOnPage }),
    [open, openAfter, openerOnPage],
  );
  return <MiniCartContext.Provider value={value}>{children}</MiniCartContext.Provider>;
}

/** The mini cart's open state; outside the provider (a server error page) it is always closed. */
export function useMiniCart(): MiniCartState {
  return useContext(MiniCartContext) ?? CLOSED;
}

const CLOSED: MiniCartState = {
  open: false,
  setOpen: () => {},
  openAfter: () => {},
  opener: () => null,
};

/**
 * Opens the mini cart, as the header's cart button does.
 *
 * @returns a function that opens it
 */
export function useOpenMiniCart(): () => void {
  const { setOpen } = useMiniCart();
  return useCallback(() => setOpen(true), [setOpen]);
}
