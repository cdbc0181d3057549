import { MESSAGES } from '@peptide/domain';
import { useId } from 'react';
import { ButtonLink } from '../Button/Button';
import * as styles from './ThankYou.css';

export interface ThankYouProps {
  title?: string;
  text?: string;
  homeHref?: string;
}

/** The /thank-you panel shown once an order is placed. */
export function ThankYou({
  title = MESSAGES.thankYouTitle,
  text = MESSAGES.orderPlaced,
  homeHref = '/',
}: ThankYouProps) {
  const titleId = useId();
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
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <ButtonLink href={homeHref}>{MESSAGES.backToHome}</ButtonLink>
    </section>
  );
}
