import { MESSAGES } from '@peptide/domain';
import type { ReactNode } from 'react';
import { CartIcon, GlobeIcon, UserIcon } from '../../icons/icons';
import { Link } from '../../link/LinkProvider';
import { CountBadge } from '../Badge/Badge';
import { iconButton } from '../IconButton/IconButton.css';
import * as styles from './Header.css';
import { LazyNavDropdown } from './LazyNavDropdown';
import { MenuDisclosure } from './MenuDisclosure';
import { MAIN_NAV, type NavItem, type RegionLink } from './navigation';
import { useStickyHeaderHeight } from './useStickyHeaderHeight';

export interface HeaderProps {
  /** Lines in the cart; the badge shows it when above 0. */
  cartCount: number;
  /** Opens the mini cart, once scripts run: the cart button is a link to `cartHref` before. */
  onCartClick: () => void;
  onMenuClick: () => void;
  /** Regional editions for the region dropdown. */
  regions: readonly RegionLink[];
  /** Marks the matching navigation link as the current page. */
  currentPath?: string;
  /** The desktop search box (usually a `SearchBox`). */
  search?: ReactNode;
  /** The search box shown under the bar on phones and tablets. */
  mobileSearch?: ReactNode;
  navigation?: readonly NavItem[];
  logo?: ReactNode;
  brandName?: string;
  topBarText?: string;
  accountHref?: string;
  /** The cart page, where the cart button leads before or without scripts. */
  cartHref?: string;
  accountLabel?: string;
  regionLabel?: string;
  menuLabel?: string;
  cartLabel?: (count: number) => string;
  mainNavLabel?: string;
}

const defaultCartLabel = (count: number) =>
  count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';

/**
 * The site header: free-shipping top bar, logo, main navigation with the Shop submenu, search,
 * region dropdown, account link and cart button with its count.
 *
 * @remarks Only the bar (logo, navigation, account, cart) stays at the top while the page
 *   scrolls; the top bar above it and the phone's search row below it scroll away with the
 *   page, so a phone keeps about 60 px of header instead of 150 (18 % of a 844 px screen).
 *   They are siblings of the `<header>` for that reason: a sticky element sticks only within
 *   its parent.
 */
export function Header({
  cartCount,
  onCartClick,
  onMenuClick,
  regions,
  currentPath,
  search,
  mobileSearch,
  navigation = MAIN_NAV,
  logo,
  brandName = 'Peptide Lab',
  topBarText = MESSAGES.freeShippingBanner,
  accountHref = '/auth',
  cartHref = '/cart',
  accountLabel = 'Account',
  regionLabel = 'Choose your region',
  menuLabel = 'Open menu',
  cartLabel = defaultCartLabel,
  mainNavLabel = 'Main',
}: HeaderProps) {
  const currentRegion = regions.find((region) => region.current);
  const headerRef = useStickyHeaderHeight<HTMLElement>();
  return (
    <>
      <p className={styles.topBar}>{topBarText}</p>
      <header ref={headerRef} className={styles.root}>
        <div className={styles.bar}>
          <span className={styles.mobileOnly}>
            <MenuDisclosure
              label={menuLabel}
              onOpen={onMenuClick}
              navigation={navigation}
              regions={regions}
              currentPath={currentPath}
            />
          </span>
          <Link href="/" className={styles.logo} aria-label={`${brandName}, home`}>
            {logo ?? brandName}
          </Link>
          <nav aria-label={mainNavLabel} className={`${styles.desktopOnly} ${styles.nav}`}>
            <ul className={styles.navList}>
              {navigation.map((item) => (
                <li key={item.href}>
                  {item.children ? (
                    <LazyNavDropdown
                      trigger={item.label}
                      items={item.children.map((child) => ({
                        ...child,
                        current: child.href === currentPath,
                      }))}
                    />
                  ) : (
                    <Link
                      href={item.href}
                      className={styles.navLink}
                      aria-current={item.href === currentPath ? 'page' : undefined}
                    >
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {search ? <div className={`${styles.desktopOnly} ${styles.search}`}>{search}</div> : null}
          <div className={styles.actions}>
            {regions.length > 0 ? (
              <LazyNavDropdown
                trigger={
                  <>
                    <GlobeIcon size={18} />
                    <span className={styles.desktopOnly}>{currentRegion?.label}</span>
                  </>
                }
                // The visible region code stands in the name as a word of its own, for voice control.
                triggerLabel={
                  currentRegion ? `${regionLabel}, ${currentRegion.label}` : regionLabel
                }
                items={regions}
                external
                align="end"
              />
            ) : null}
            <Link href={accountHref} className={styles.navLink} aria-label={accountLabel}>
              <UserIcon />
            </Link>
            <span className={styles.cartButton}>
              <Link
                href={cartHref}
                className={iconButton({})}
                aria-label={cartLabel(cartCount)}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  onCartClick();
                }}
              >
                <CartIcon />
              </Link>
              <CountBadge count={cartCount} className={styles.cartBadge} />
            </span>
          </div>
        </div>
      </header>
      {mobileSearch ? (
        <div className={`${styles.mobileOnly} ${styles.mobileSearch}`}>{mobileSearch}</div>
      ) : null}
    </>
  );
}
