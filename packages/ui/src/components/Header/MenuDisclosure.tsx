import type { MouseEvent } from 'react';
import { MenuIcon } from '../../icons/icons';
import { iconButton } from '../IconButton/IconButton.css';
import { MobileNavList } from '../MobileMenu/MobileNavList';
import * as styles from './MenuDisclosure.css';
import type { NavItem, RegionLink } from './navigation';

export interface MenuDisclosureProps {
  /** The button's accessible name. */
  label: string;
  /** Opens the menu sheet, once scripts run. */
  onOpen: () => void;
  navigation: readonly NavItem[];
  regions: readonly RegionLink[];
  currentPath?: string | undefined;
  regionsTitle?: string;
  /** Names the panel's navigation, as the sheet's title names its own. */
  panelLabel?: string;
}

/**
 * The phone header's menu button, a `<details>` (as Dawn's is): before or without scripts it
 * opens a panel of every link under the header; with them, a tap opens the menu sheet instead.
 */
export function MenuDisclosure({
  label,
  onOpen,
  navigation,
  regions,
  currentPath,
  regionsTitle = 'Region',
  panelLabel = 'Menu',
}: MenuDisclosureProps) {
  const openSheet = (event: MouseEvent) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <details className={styles.root}>
      {/* biome-ignore lint/a11y/useSemanticElements: a summary must be the details' first child to open it without scripts; a button there would not */}
      <summary
        className={`${iconButton({})} ${styles.summary}`}
        // Named and announced as the button it is: Chromium maps a bare summary to a disclosure
        // triangle, which testing tools and some screen readers do not read as a button.
        role="button"
        aria-label={label}
        onClick={openSheet}
      >
        <MenuIcon />
      </summary>
      <nav aria-label={panelLabel} className={styles.panel}>
        <MobileNavList
          navigation={navigation}
          regions={regions}
          currentPath={currentPath}
          regionsTitle={regionsTitle}
        />
      </nav>
    </details>
  );
}
