import { LIMITS, searchResultsLabel } from '@peptide/domain';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { SearchIcon } from '../../icons/icons';
import { Link } from '../../link/LinkProvider';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import { IconButton } from '../IconButton/IconButton';
import { Input } from '../Input/Input';
import { PriceTag } from '../PriceTag/PriceTag';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SearchBox.css';

export interface SearchResult {
  /** The product's database id. */
  id: number;
  name: string;
  href: string;
  image?: string | null;
  price?: number | null;
}

export interface SearchBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Products matching `value` (the page filters; this only shows them). */
  results: readonly SearchResult[];
  /** The catalogue is still loading. */
  loading?: boolean;
  /** `mobile` shows results inline under the field instead of in a floating panel. */
  variant?: 'desktop' | 'mobile';
  onSubmit?: (value: string) => void;
  label?: string;
  placeholder?: string;
  submitLabel?: string;
  loadingLabel?: string;
  resultsLabel?: (count: number) => string;
  maxLength?: number;
}

/**
 * Product search: a field (max 30 characters) with a results panel that says how many matched.
 * Down arrow moves from the field into the results, Up and Down move between them, Escape clears
 * the field and closes the panel.
 */
export function SearchBox({
  value,
  onValueChange,
  results,
  loading = false,
  variant = 'desktop',
  onSubmit,
  label = 'Search products',
  placeholder = 'Search products…',
  submitLabel = 'Search',
  loadingLabel = 'Loading products',
  resultsLabel = searchResultsLabel,
  maxLength = LIMITS.searchMaxLength,
}: SearchBoxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [dismissed, setDismissed] = useState(false);
  const open = value.trim().length > 0 && !dismissed;

  const resultLinks = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const close = () => {
    onValueChange('');
    inputRef.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      const first = resultLinks()[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'Escape') {
      close();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = resultLinks();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      links[Math.min(index + 1, links.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index <= 0) inputRef.current?.focus();
      else links[index - 1]?.focus();
    } else if (event.key === 'Escape') {
      close();
    }
  };

  return (
    <search className={styles.root}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(value);
        }}
      >
        <label htmlFor={id}>
          <VisuallyHidden>{label}</VisuallyHidden>
        </label>
        <Input
          ref={inputRef}
          id={id}
          type="search"
          autoComplete="off"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => {
            setDismissed(false);
            onValueChange(event.target.value.slice(0, maxLength));
          }}
          onKeyDown={onInputKeyDown}
          endSlot={<IconButton label={submitLabel} icon={<SearchIcon />} type="submit" />}
        />
      </form>
      {open ? (
        <div
          id={`${id}-results`}
          className={variant === 'mobile' ? `${styles.panel} ${styles.panelInline}` : styles.panel}
        >
          {loading ? (
            <p className={styles.status}>
              <Spinner label={loadingLabel} />
            </p>
          ) : (
            <>
              <p className={styles.status} role="status">
                {resultsLabel(results.length)}
              </p>
              <ul
                ref={listRef}
                className={styles.list}
                aria-label={label}
                onKeyDown={onListKeyDown}
              >
                {results.map((result) => (
                  <li key={result.id}>
                    <Link
                      href={result.href}
                      className={styles.result}
                      onClick={() => setDismissed(true)}
                    >
                      <FallbackImage
                        src={result.image}
                        alt=""
                        width={40}
                        height={40}
                        className={styles.thumb}
                      />
                      <span className={styles.name}>{result.name}</span>
                      {result.price != null ? <PriceTag price={result.price} size="sm" /> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </search>
  );
}
