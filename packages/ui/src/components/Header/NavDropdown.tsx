import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useRef } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { Link } from '../../link/LinkProvider';
import * as styles from './Header.css';

export interface NavDropdownProps {
  /** The trigger's content. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is an icon. */
  triggerLabel?: string;
  items: readonly { label: string; href: string; current?: boolean }[];
  /** Region links lead to other sites; they open in the same tab but are plain anchors. */
  external?: boolean;
  align?: 'start' | 'end';
  /** Whether the menu starts open (the lazy trigger opens it once its code is there). */
  defaultOpen?: boolean;
  /** Focus the first item when it opens, as Radix does when opened from the keyboard. */
  focusFirstItem?: boolean;
}

/**
 * A button that opens a menu of links (Radix DropdownMenu: arrow keys move, Escape closes and
 * returns focus to the button).
 */
export function NavDropdown({
  trigger,
  triggerLabel,
  items,
  external = false,
  align = 'start',
  defaultOpen = false,
  focusFirstItem = false,
}: NavDropdownProps) {
  const firstFocused = useRef(false);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={styles.navLink} aria-label={triggerLabel}>
        {trigger}
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menuContent}
          align={align}
          sideOffset={4}
          onFocus={(event) => {
            // Radix focuses the menu itself when it opens; its first item only when it saw the
            // opening key, which came before this menu was there.
            if (!focusFirstItem || firstFocused.current || event.target !== event.currentTarget) {
              return;
            }
            firstFocused.current = true;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
        >
          {items.map((item) => (
            <DropdownMenu.Item key={item.href} asChild>
              {external ? (
                <a
                  href={item.href}
                  className={styles.menuItem}
                  aria-current={item.current ? 'page' : undefined}
                >
                  {item.label}
                </a>
              ) : (
                <Link
                  href={item.href}
                  className={styles.menuItem}
                  aria-current={item.current ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              )}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
