import { type ReactNode, useId } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import * as styles from './FaqAccordion.css';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** The item open at first, if any. */
  defaultOpenId?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * Questions that open one at a time to show their answer: native `<details>` sharing a `name`,
 * so the browser opens, closes and announces them before or without scripts, and a click made
 * before the page has hydrated does what it says.
 */
export function FaqAccordion({ items, defaultOpenId, headingLevel = 'h3' }: FaqAccordionProps) {
  const group = useId();
  const Heading = headingLevel;
  return (
    <div className={styles.root}>
      {items.map((item) => {
        const questionId = `${group}-${item.id}`;
        return (
          <details
            key={item.id}
            name={group}
            open={item.id === defaultOpenId}
            className={styles.item}
          >
            <summary id={questionId} className={styles.trigger}>
              <Heading className={styles.question}>{item.question}</Heading>
              <ChevronDownIcon className={styles.chevron} />
            </summary>
            <section aria-labelledby={questionId} className={styles.answer}>
              {item.answer}
            </section>
          </details>
        );
      })}
    </div>
  );
}
