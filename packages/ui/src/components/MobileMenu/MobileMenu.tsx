import * as Dialog from '@radix-ui/react-dialog';
import * as dialog from '../../dialog/dialog.css';
import { useReturnFocus } from '../../dialog/useReturnFocus';
import { CloseIcon } from '../../icons/icons';
import { MAIN_NAV, type NavItem, type RegionLink } from '../Header/navigation';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './MobileMenu.css';
import { MobileNavList } from './MobileNavList';

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
            <MobileNavList
              navigation={navigation}
              regions={regions}
              currentPath={currentPath}
              regionsTitle={regionsTitle}
              onNavigate={close}
            />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
