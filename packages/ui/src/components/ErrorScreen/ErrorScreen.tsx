import { MESSAGES } from '@peptide/domain';
import { useId } from 'react';
import * as styles from '../../states/statePage.css';
import { Button, ButtonLink } from '../Button/Button';

export interface ErrorScreenProps {
  title?: string;
  /** A calm line under the title that says what to do next. */
  text?: string;
  /** Technical detail, shown small (development builds). */
  details?: string | null;
  /** Names the scrollable details for screen readers. */
  detailsLabel?: string;
  /** Offers a retry next to Back to Home. */
  onRetry?: () => void;
  retryLabel?: string;
  homeHref?: string;
  homeLabel?: string;
}

/**
 * The top-level error screen: "Something went wrong.", a friendly line and Back to Home. Technical
 * details appear only when `details` is given (the app passes them in development builds only).
 */
export function ErrorScreen({
  title = MESSAGES.somethingWentWrong,
  text = 'Sorry, this page could not be shown. Please try again, or go back to the home page.',
  details,
  detailsLabel = 'Error details',
  onRetry,
  retryLabel = 'Try again',
  homeHref = '/',
  homeLabel = MESSAGES.backToHome,
}: ErrorScreenProps) {
  const titleId = useId();
  return (
    <section className={styles.root} role="alert" aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <ButtonLink href={homeHref}>{homeLabel}</ButtonLink>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </div>
      {details ? (
        // Long details scroll; keyboard users need to reach them to scroll.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
        <section className={styles.details} tabIndex={0} aria-label={detailsLabel}>
          <pre className={styles.detailsText}>{details}</pre>
        </section>
      ) : null}
    </section>
  );
}
