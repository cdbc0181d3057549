import { LIMITS, MESSAGES, searchResultsLabel } from '@peptide/domain';
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
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
  /**
   * The products suggested for the text (the page asks for them; this only shows them). While
   * the next answer loads, the page keeps the previous one here, so the list does not flicker.
   */
  results: readonly SearchResult[];
  /** How many products match in all; `results.length` when omitted. */
  total?: number;
  /** An answer is on its way; shown as a spinner only while there is nothing to show yet. */
  loading?: boolean;
  /** The suggestions failed: the message replaces the count (the field still submits). */
  error?: string | null;
  /** The search page's address for the text, offered as the list's last entry. */
  seeAllHref?: string | null;
  /** Characters to type before the list opens. */
  minLength?: number;
  /** `mobile` shows results inline under the field instead of in a floating panel. */
  variant?: 'desktop' | 'mobile';
  /** Enter or the button with no suggestion chosen. */
  onSubmit?: (value: string) => void;
  /** Where the form goes without scripts (a GET of the search page), with the field as `name`. */
  action?: string;
  /** The field's name in that GET (the search page's query parameter). */
  name?: string;
  label?: string;
  placeholder?: string;
  submitLabel?: string;
  loadingLabel?: string;
  seeAllLabel?: string;
  resultsLabel?: (count: number) => string;
  maxLength?: number;
}

/** The option the arrows have chosen, for the answer it was chosen in. */
interface Active {
  results: readonly SearchResult[];
  index: number;
}

/**
 * Product search with suggestions, as the WAI-ARIA combobox pattern: the field keeps the focus
 * while Down and Up choose among the suggested products and the "see all results" entry, Enter
 * opens the chosen one (or submits the text when none is chosen), Escape closes the list and,
 * when it is closed, clears the field. The list opens from `minLength` characters and says how
 * many products match.
 */
export function SearchBox({
  value,
  onValueChange,
  results,
  total = results.length,
  loading = false,
  error = null,
  seeAllHref = null,
  minLength = LIMITS.searchSuggestMinLength,
  variant = 'desktop',
  onSubmit,
  action,
  name,
  label = 'Search products',
  placeholder = 'Search products…',
  submitLabel = 'Search',
  loadingLabel = 'Loading products',
  seeAllLabel = MESSAGES.searchSeeAll,
  resultsLabel = searchResultsLabel,
  maxLength = LIMITS.searchMaxLength,
}: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState<Active>({ results, index: -1 });
  const open = [...value.trim()].length >= minLength && !dismissed;
  const waiting = loading && results.length === 0 && !error;
  const count = results.length + (seeAllHref ? 1 : 0);
  const shown = open && !waiting ? count : 0;
  // A new answer starts with no option chosen.
  const activeIndex = active.results === results && active.index < shown ? active.index : -1;

  const choose = (index: number) => setActive({ results, index });
  const step = (by: 1 | -1) => {
    if (shown === 0) return;
    const next = activeIndex < 0 ? (by === 1 ? 0 : shown - 1) : (activeIndex + by + shown) % shown;
    choose(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (dismissed) setDismissed(false);
      else step(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open && activeIndex >= 0) {
      event.preventDefault();
      document.getElementById(optionId(activeIndex))?.click();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) setDismissed(true);
      else onValueChange('');
      choose(-1);
    }
  };

  // Focus leaving the whole search (not into a suggestion) closes the list.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(true);
  };

  const status = error ?? resultsLabel(total);

  return (
    <search className={styles.root} onBlur={onBlur}>
      <form
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          setDismissed(true);
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
          name={name}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => {
            setDismissed(false);
            onValueChange(event.target.value.slice(0, maxLength));
          }}
          onFocus={() => setDismissed(false)}
          onKeyDown={onKeyDown}
          endSlot={<IconButton label={submitLabel} icon={<SearchIcon />} type="submit" />}
        />
      </form>
      <div
        className={variant === 'mobile' ? `${styles.panel} ${styles.panelInline}` : styles.panel}
        hidden={!open}
        aria-busy={loading}
      >
        {waiting ? (
          <p className={styles.status}>
            <Spinner label={loadingLabel} />
          </p>
        ) : (
          <p className={styles.status} role="status">
            {open ? status : ''}
          </p>
        )}
        <div id={listId} role="listbox" aria-label={label} className={styles.list}>
          {open && !waiting
            ? results.map((result, index) => (
                <Link
                  key={result.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  tabIndex={-1}
                  href={result.href}
                  className={styles.result}
                  onClick={() => setDismissed(true)}
                  onMouseMove={() => index !== activeIndex && choose(index)}
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
              ))
            : null}
          {open && !waiting && seeAllHref ? (
            <Link
              id={optionId(results.length)}
              role="option"
              aria-selected={activeIndex === results.length}
              tabIndex={-1}
              href={seeAllHref}
              className={`${styles.result} ${styles.seeAll}`}
              onClick={() => setDismissed(true)}
            >
              {seeAllLabel}
            </Link>
          ) : null}
        </div>
      </div>
    </search>
  );
}
