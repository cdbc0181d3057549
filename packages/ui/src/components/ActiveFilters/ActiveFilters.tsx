import { MESSAGES } from '@peptide/domain';
import { Link } from '../../link/LinkProvider';
import * as styles from './ActiveFilters.css';

/** A filter in force, with the URL of the listing without it. */
export interface ActiveFilterChip {
  /** Unique among the chips, `category=peptides` for example. */
  key: string;
  /** What the chip shows, `Peptides` or `From €10` for example. */
  label: string;
  /** The listing without this filter. */
  href: string;
}

export interface ActiveFiltersProps {
  chips: readonly ActiveFilterChip[];
  /** The listing without any filter, its order kept. */
  clearHref: string;
}

/**
 * The filters in force as chips, each a link to the listing without it, and `Clear all`; links
 * work before the scripts run and become client navigations through the `LinkProvider`.
 * Nothing renders while no filter is in force.
 */
export function ActiveFilters({ chips, clearHref }: ActiveFiltersProps) {
  if (chips.length === 0) return null;
  return (
    <section className={styles.root} aria-label={MESSAGES.activeFiltersLabel}>
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              className={styles.chip}
              aria-label={MESSAGES.removeFilter(chip.label)}
            >
              <span>{chip.label}</span>
              <span aria-hidden="true" className={styles.remove}>
                ×
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link href={clearHref} className={styles.clear}>
            {MESSAGES.clearFilters}
          </Link>
        </li>
      </ul>
    </section>
  );
}
