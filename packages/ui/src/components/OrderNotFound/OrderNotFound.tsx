import { MESSAGES } from '@peptide/domain';
import { useId } from 'react';
import { ButtonLink } from '../Button/Button';
import * as styles from './OrderNotFound.css';

/** A way on from an order page that has no order to show. */
export interface OrderNotFoundLink {
  label: string;
  href: string;
}

export interface OrderNotFoundProps {
  /** Why there is nothing to show and where to turn, one of the domain's messages. */
  text: string;
  /** The ways on (log in, My Orders, support), the first one the main one. */
  links: readonly OrderNotFoundLink[];
  /** The heading's level when the page's own heading does not already say 'No order found'. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * An order page's answer for an order that is none of the shopper's (unknown, or someone
 * else's): 'No order found', never 'Order received', with ways on.
 */
export function OrderNotFound({ text, links, headingLevel }: OrderNotFoundProps) {
  const id = useId();
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <section
      className={styles.root}
      aria-labelledby={Heading ? id : undefined}
      aria-label={Heading ? undefined : MESSAGES.noOrderFound}
    >
      {Heading ? (
        <Heading id={id} className={styles.title}>
          {MESSAGES.noOrderFound}
        </Heading>
      ) : null}
      <p className={styles.text}>{text}</p>
      <div className={styles.links}>
        {links.map((link, index) => (
          <ButtonLink
            key={link.href}
            href={link.href}
            variant={index === 0 ? 'primary' : 'secondary'}
            size="sm"
          >
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
