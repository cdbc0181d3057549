import { MESSAGES } from '@peptide/domain';
import { useId } from 'react';
import * as styles from '../../states/statePage.css';
import { ButtonLink } from '../Button/Button';

export interface NotFoundProps {
  title?: string;
  text?: string;
  homeHref?: string;
  homeLabel?: string;
  shopHref?: string;
  shopLabel?: string;
}

/** The 404 page: says the page does not exist and leads back home or to the shop. */
export function NotFound({
  title = 'Page not found',
  text = 'The page you are looking for does not exist or has moved.',
  homeHref = '/',
  homeLabel = MESSAGES.backToHome,
  shopHref = '/shop',
  shopLabel = MESSAGES.browseProducts,
}: NotFoundProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <ButtonLink href={homeHref}>{homeLabel}</ButtonLink>
        <ButtonLink href={shopHref} variant="secondary">
          {shopLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
