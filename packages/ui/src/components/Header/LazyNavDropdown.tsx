import { lazy, Suspense } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import * as styles from './Header.css';
import type { NavDropdownProps } from './NavDropdown';

const NavDropdown = lazy(() => import('./NavDropdown').then((m) => ({ default: m.NavDropdown })));

/**
 * `NavDropdown` with its menu code (Radix DropdownMenu, floating-ui) outside the page's first
 * download. Until that code is there, its trigger shows as the closed menu button it becomes.
 *
 * @remarks A hydrating page keeps the server's markup of the real dropdown and hydrates it once
 *   the code arrives (it is fetched when hydration reaches it), so nothing moves or flashes.
 */
export function LazyNavDropdown(props: NavDropdownProps) {
  return (
    <Suspense fallback={<PendingTrigger {...props} />}>
      <NavDropdown {...props} />
    </Suspense>
  );
}

/** The closed trigger, drawn as Radix draws it. */
function PendingTrigger({ trigger, triggerLabel }: NavDropdownProps) {
  return (
    <button
      type="button"
      className={styles.navLink}
      aria-label={triggerLabel}
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
    >
      {trigger}
      <ChevronDownIcon size={16} />
    </button>
  );
}
