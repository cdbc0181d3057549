import { Link } from '../../link/LinkProvider';
import type { NavItem, RegionLink } from '../Header/navigation';
import * as styles from './MobileMenu.css';

export interface MobileNavListProps {
  navigation: readonly NavItem[];
  regions: readonly RegionLink[];
  currentPath?: string | undefined;
  regionsTitle: string;
  /** Runs when a link is chosen (the sheet closes). */
  onNavigate?: (() => void) | undefined;
}

/**
 * The phone navigation's links: every item with the Shop submenu expanded, then the regions.
 * Shared by the menu sheet and the header's menu before scripts run.
 */
export function MobileNavList({
  navigation,
  regions,
  currentPath,
  regionsTitle,
  onNavigate,
}: MobileNavListProps) {
  const renderLink = (item: NavItem) => (
    <Link
      href={item.href}
      className={styles.link}
      aria-current={item.href === currentPath ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  );
  return (
    <>
      <ul className={styles.list}>
        {navigation.map((item) => (
          <li key={item.href}>
            {renderLink(item)}
            {item.children ? (
              <ul className={styles.subList}>
                {item.children
                  .filter((child) => child.href !== item.href)
                  .map((child) => (
                    <li key={child.href}>{renderLink(child)}</li>
                  ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {regions.length > 0 ? (
        <>
          <h3 className={styles.sectionTitle}>{regionsTitle}</h3>
          <ul className={styles.list}>
            {regions.map((region) => (
              <li key={region.href}>
                <a
                  href={region.href}
                  className={styles.link}
                  aria-current={region.current ? 'page' : undefined}
                >
                  {region.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
