import { lazy, Suspense, useState } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import * as styles from './Header.css';
import type { NavDropdownProps } from './NavDropdown';

const loadNavDropdown = () => import('./NavDropdown');
const NavDropdown = lazy(() => loadNavDropdown().then((m) => ({ default: m.NavDropdown })));

/** How the shopper asked for the menu before its code was there. */
type Opening = 'pointer' | 'keyboard';

/**
 * `NavDropdown` with its menu code (Radix DropdownMenu, floating-ui) outside the page's first
 * download: a plain closed trigger until the shopper opens it. Pointing at it or focusing it
 * fetches the code; the click or key that opens it is remembered, and the menu opens as Radix
 * opens it once the code is there (the first item focused when opened from the keyboard).
 */
export function LazyNavDropdown(props: NavDropdownProps) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const pending = <PendingTrigger {...props} onOpen={setOpening} />;
  if (!opening) return pending;
  return (
    <Suspense fallback={pending}>
      <NavDropdown {...props} defaultOpen focusFirstItem={opening === 'keyboard'} />
    </Suspense>
  );
}

/** The closed trigger, drawn as Radix draws it; it fetches the menu's code on intent. */
function PendingTrigger({
  trigger,
  triggerLabel,
  onOpen,
}: NavDropdownProps & { onOpen: (opening: Opening) => void }) {
  const prefetch = () => void loadNavDropdown();
  return (
    <button
      type="button"
      className={styles.navLink}
      aria-label={triggerLabel}
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      // A click from Enter or Space has no pointer behind it (detail 0).
      onClick={(event) => onOpen(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        onOpen('keyboard');
      }}
    >
      {trigger}
      <ChevronDownIcon size={16} />
    </button>
  );
}
