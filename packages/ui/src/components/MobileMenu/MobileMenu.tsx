import * as Dialog from '@radix-ui/react-dialog';
import * as dialog from '../../dialog/dialog.css';
import { useReturnFocus } from '../../dialog/useReturnFocus';
import { CloseIcon } from '../../icons/icons';
import { Link } from '../../link/LinkProvider';
import { MAIN_NAV, type NavItem, type RegionLink } from '../Header/navigation';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './MobileMenu.css';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  navigation?: readonly NavItem[];
  regions?: readonly RegionLink[];
  currentPath?: string;
  title?: string;
  closeLabel?: string;
  regionsTitle?: string;
}

/**
 * The phone and tablet navigation: a left sheet (Radix Dialog) with every link and the Shop
 * submenu expanded; choosing a link closes it, as do Escape, the close icon and the backdrop.
 */
export function MobileMenu({
  open,
  onOpenChange,
  navigation = MAIN_NAV,
  regions = [],
  currentPath,
  title = 'Menu',
  closeLabel = 'Close menu',
  regionsTitle = 'Region',
}: MobileMenuProps) {
  const close = () => onOpenChange(false);
  const focusHandlers = useReturnFocus();
  const renderLink = (item: NavItem) => (
    <Link
      href={item.href}
      className={styles.link}
      aria-current={item.href === currentPath ? 'page' : undefined}
      onClick={close}
    >
      {item.label}
    </Link>
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={dialog.sheet({ side: 'left' })}
          aria-describedby={undefined}
          {...focusHandlers}
        >
          <div className={dialog.sheetHeader}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={closeLabel} icon={<CloseIcon />} />
            </Dialog.Close>
          </div>
          <nav aria-label={title} className={dialog.sheetBody}>
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
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
