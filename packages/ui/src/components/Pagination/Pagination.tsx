import { Link } from '../../link/LinkProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; one page shows no navigation. */
  pageCount: number;
  /** The URL of a page. */
  hrefOf: (page: number) => string;
  /** Names the navigation, for example "Product pages". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** A page link's accessible name, for example `Page 2`. */
  pageLabel: (page: number) => string;
}

/** The page numbers to show: the first, the last, the current one with its neighbours, and gaps. */
function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((candidate) => candidate >= 1 && candidate <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((candidate, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || candidate === previous + 1) return [candidate];
    return candidate === previous + 2 ? [previous + 1, candidate] : ['gap' as const, candidate];
  });
}

/** Numbered page links with previous and next, the current page marked `aria-current`. */
export function Pagination({
  page,
  pageCount,
  hrefOf,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <Link className={styles.step} href={hrefOf(page - 1)} rel="prev">
              ← {previousLabel}
            </Link>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            // Gaps hold no page, so their place in the list is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                <span className={styles.current} aria-current="page">
                  <VisuallyHidden>{pageLabel(entry)}</VisuallyHidden>
                  <span aria-hidden="true">{entry}</span>
                </span>
              ) : (
                <Link className={styles.number} href={hrefOf(entry)} aria-label={pageLabel(entry)}>
                  {entry}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link className={styles.step} href={hrefOf(page + 1)} rel="next">
              {nextLabel} →
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
