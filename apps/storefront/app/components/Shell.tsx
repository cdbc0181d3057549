import { CATALOG_SEARCH_PARAM } from '@peptide/domain';
import {
  Footer,
  Header,
  type NavItem,
  type RegionLink,
  SearchBox,
  usePrefersReducedMotion,
} from '@peptide/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Deferred } from '../lib/deferred';
import { BRAND_NAME } from '../lib/meta';
import { offlineMethodNames } from '../lib/paymentMethods';
import { usePaymentMethods } from '../lib/useShopFeatures';
import { HydrationSlice } from './HydrationSlice';
import { LazyMobileMenu } from './lazyOverlays';
import * as styles from './Shell.css';
import { SEARCH_PATH, searchPageHref, useProductSearch } from './useProductSearch';

export interface ShellProps {
  regions: readonly RegionLink[];
  /** The main navigation, without what the backend cannot serve. */
  navigation: readonly NavItem[];
  supportEmail: string;
  /** The copyright year, from the server so both renders agree. */
  year: number;
  /** Lines in the cart, for the header badge. */
  cartCount: number;
  /** Opens the mini cart. */
  onCartClick: () => void;
  children: ReactNode;
}

/**
 * Every page's frame: skip link, header (navigation, search, region, account, cart), mobile menu,
 * the page, footer and the accepted payment methods. On each route change it scrolls to the top
 * (smoothly unless the shopper asked for less motion) and closes the mobile menu.
 */
export function Shell({
  regions,
  navigation,
  supportEmail,
  year,
  cartCount,
  onCartClick,
  children,
}: ShellProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  const search = useProductSearch();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setMenuOpen(false);
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname, reduceMotion]);

  const searchBox = (variant: 'desktop' | 'mobile') => (
    <SearchBox
      variant={variant}
      value={search.value}
      onValueChange={search.setValue}
      results={search.results}
      total={search.total}
      loading={search.loading}
      error={search.error}
      seeAllHref={search.seeAllHref}
      onSubmit={(text) => navigate(searchPageHref(text))}
      action={SEARCH_PATH}
      name={CATALOG_SEARCH_PARAM}
    />
  );

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header
        cartCount={cartCount}
        onCartClick={onCartClick}
        onMenuClick={() => setMenuOpen(true)}
        regions={regions}
        navigation={navigation}
        currentPath={pathname}
        search={searchBox('desktop')}
        mobileSearch={searchBox('mobile')}
        brandName={BRAND_NAME}
        logo={<Logo />}
      />
      <Deferred now={menuOpen} preload={LazyMobileMenu.preload}>
        <LazyMobileMenu
          open={menuOpen}
          onOpenChange={setMenuOpen}
          regions={regions}
          navigation={navigation}
          currentPath={pathname}
        />
      </Deferred>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <HydrationSlice>
        <Footer supportEmail={supportEmail} year={year} brandName={BRAND_NAME} />
        <AcceptedPayments />
      </HydrationSlice>
    </div>
  );
}

/**
 * The payment methods the backend offers: the crypto picture only where a crypto gateway is
 * offered, and the others (bank transfer, cash on delivery) by name; nothing when none is known.
 */
function AcceptedPayments() {
  const methods = usePaymentMethods();
  const names = offlineMethodNames(methods);
  if (!methods.crypto && names.length === 0) return null;
  return (
    <div className={styles.payments}>
      <p className={styles.paymentsLabel}>Payment methods we accept</p>
      {methods.crypto ? (
        <img
          src="/payment-methods.svg"
          alt="Bitcoin, Ethereum, Litecoin, USDT"
          width={272}
          height={32}
          loading="lazy"
          className={styles.paymentsImage}
        />
      ) : null}
      {names.length > 0 ? (
        <ul className={styles.paymentNames}>
          {names.map((name) => (
            <li key={name} className={styles.paymentName}>
              {name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The shop's mark and name. */
function Logo() {
  return (
    <>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{BRAND_NAME}</span>
    </>
  );
}
