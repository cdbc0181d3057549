import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
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
}: NavDropdownProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.navLink} aria-label={triggerLabel}>
        {trigger}
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menuContent} align={align} sideOffset={4}>
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
