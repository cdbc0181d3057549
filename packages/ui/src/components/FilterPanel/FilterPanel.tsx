import { MESSAGES } from '@peptide/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { createContext, type ReactNode, useContext, useId, useState } from 'react';
import * as dialog from '../../dialog/dialog.css';
import { CloseIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import { IconButton } from '../IconButton/IconButton';
import { FilterForm, type FilterFormProps } from './FilterForm';
import * as styles from './FilterPanel.css';

export interface FilterPanelProps extends FilterFormProps {
  /** How many filters are in force, shown on the phone's button as `Filters (2)`. */
  activeCount: number;
  children: ReactNode;
}

const FilterPanelContext = createContext<FilterPanelProps | null>(null);

function usePanel(part: string): FilterPanelProps {
  const props = useContext(FilterPanelContext);
  if (!props) throw new Error(`FilterPanel.${part} must sit inside FilterPanel.Root`);
  return props;
}

/* -------------------------------------------------------------------------------------------------
 * Root
 * -----------------------------------------------------------------------------------------------*/

/**
 * Holds the filters' choices for the panel's two parts, so a page places the sidebar beside its
 * grid and the drawer's button in its toolbar.
 *
 * @param props - the choices, their counts and state, and what the form submits
 */
export function FilterPanelRoot({ children, ...props }: FilterPanelProps) {
  return (
    <FilterPanelContext.Provider value={{ ...props, children: null }}>
      {children}
    </FilterPanelContext.Provider>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Sidebar
 * -----------------------------------------------------------------------------------------------*/

/** The filters as a sidebar box, shown from the lg breakpoint up. */
export function FilterPanelSidebar() {
  const props = usePanel('Sidebar');
  const title = useId();
  return (
    <section className={styles.sidebar} aria-labelledby={title}>
      <h2 id={title} className={styles.title}>
        {MESSAGES.filtersTitle}
      </h2>
      <FilterForm {...props} />
    </section>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Drawer
 * -----------------------------------------------------------------------------------------------*/

/**
 * The filters on phones and tablets, below the lg breakpoint: a `Filters (n)` button opening a
 * sheet (Radix Dialog). Before the scripts run the button cannot open anything, so the form
 * shows in a disclosure (`details`) instead, its summary drawn as that button.
 *
 * @param props - `defaultOpen` opens the sheet at once (stories)
 */
export function FilterPanelDrawer({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const props = usePanel('Drawer');
  const [open, setOpen] = useState(defaultOpen);
  const label = MESSAGES.filtersButton(props.activeCount);
  if (!props.enhanced) {
    return (
      <details className={`${styles.drawer} ${styles.disclosure}`}>
        <summary className={`${button({ variant: 'secondary', size: 'sm' })} ${styles.summary}`}>
          {label}
        </summary>
        <div className={styles.disclosureBody}>
          <FilterForm {...props} />
        </div>
      </details>
    );
  }
  return (
    <div className={styles.drawer}>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button variant="secondary" size="sm">
            {label}
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={dialog.overlay} />
          <Dialog.Content className={dialog.sheet({ side: 'left' })} aria-describedby={undefined}>
            <div className={dialog.sheetHeader}>
              <Dialog.Title className={styles.title}>{MESSAGES.filtersTitle}</Dialog.Title>
              <Dialog.Close asChild>
                <IconButton label={MESSAGES.closeFilters} icon={<CloseIcon />} />
              </Dialog.Close>
            </div>
            <div className={dialog.sheetBody}>
              <FilterForm {...props} onApplied={() => setOpen(false)} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

/** The filter panel's parts: `FilterPanel.Root`, `FilterPanel.Sidebar`, `FilterPanel.Drawer`. */
export const FilterPanel = {
  Root: FilterPanelRoot,
  Sidebar: FilterPanelSidebar,
  Drawer: FilterPanelDrawer,
};
