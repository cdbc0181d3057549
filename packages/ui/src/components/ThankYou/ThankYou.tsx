import { MESSAGES } from '@peptide/domain';
import { useId } from 'react';
import { ButtonLink } from '../Button/Button';
import * as styles from './ThankYou.css';

export interface ThankYouProps {
  /** The order the shopper just placed, linked as 'View your order'; none says none was placed. */
  orderHref?: string | null;
  homeHref?: string;
  /** Where 'Continue shopping' leads when no order was placed. */
  shopHref?: string;
}

/**
 * The /thank-you panel: the thanks for an order placed, with a link to it; without one it says
 * that no order was placed here, and leads to the shop.
 */
export function ThankYou({ orderHref, homeHref = '/', shopHref = '/shop' }: ThankYouProps) {
  const titleId = useId();
  if (!orderHref) {
    return (
      <section className={styles.root} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {MESSAGES.noOrderPlacedTitle}
        </h1>
        <p className={styles.text}>{MESSAGES.noOrderPlaced}</p>
        <div className={styles.links}>
          <ButtonLink href={shopHref}>{MESSAGES.continueShopping}</ButtonLink>
          <ButtonLink href={homeHref} variant="secondary">
            {MESSAGES.backToHome}
          </ButtonLink>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <span className={styles.mark}>
        <svg
          width={32}
          height={32}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h1 id={titleId} className={styles.title}>
        {MESSAGES.thankYouTitle}
      </h1>
      <p className={styles.text}>{MESSAGES.orderPlaced}</p>
      <div className={styles.links}>
        <ButtonLink href={orderHref}>{MESSAGES.viewYourOrder}</ButtonLink>
        <ButtonLink href={homeHref} variant="secondary">
          {MESSAGES.backToHome}
        </ButtonLink>
      </div>
    </section>
  );
}
