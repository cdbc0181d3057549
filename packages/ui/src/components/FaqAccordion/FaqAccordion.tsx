import * as Accordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
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

/** Questions that open one at a time to show their answer (Radix Accordion: arrows, Home, End). */
export function FaqAccordion({ items, defaultOpenId, headingLevel = 'h3' }: FaqAccordionProps) {
  return (
    <Accordion.Root type="single" collapsible defaultValue={defaultOpenId} className={styles.root}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={styles.item}>
          <Accordion.Header asChild>
            <HeadingTag level={headingLevel}>
              <Accordion.Trigger className={styles.trigger}>
                {item.question}
                <ChevronDownIcon className={styles.chevron} />
              </Accordion.Trigger>
            </HeadingTag>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <div className={styles.answer}>{item.answer}</div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function HeadingTag({
  level,
  children,
  ...props
}: {
  level: 'h2' | 'h3' | 'h4';
  children: ReactNode;
}) {
  const Tag = level;
  return (
    <Tag className={styles.header} {...props}>
      {children}
    </Tag>
  );
}
