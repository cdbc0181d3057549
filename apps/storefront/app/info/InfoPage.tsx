import { Banner, ButtonLink } from '@peptide/ui';
import { type ReactNode, useId } from 'react';
import * as styles from './InfoPage.css';

export interface InfoPageProps {
  title: string;
  /** The breadcrumb's label for this page, when it differs from the title. */
  crumb?: string;
  /** Key facts shown first, in a panel titled `summaryTitle`. */
  summary?: readonly ReactNode[];
  summaryTitle?: string;
  children: ReactNode;
  /** The closing panel's line and link, such as a question for support. */
  next?: { text: ReactNode; label: string; href: string };
  /** Whether `children` is running text to style as such (headings, paragraphs, lists, links). */
  prose?: boolean;
}

/**
 * A page of the shop's own text (FAQ, How to Pay, Contact, legal pages): banner with the
 * breadcrumb, an optional panel of key facts, the text in a reading column and a closing way on.
 */
export function InfoPage({
  title,
  crumb = title,
  summary,
  summaryTitle = 'In short',
  children,
  next,
  prose = true,
}: InfoPageProps) {
  const summaryId = useId();
  return (
    <>
      <Banner title={title} crumbs={[{ label: 'Home', href: '/' }, { label: crumb }]} />
      <div className={styles.column}>
        {summary && summary.length > 0 ? (
          <section className={styles.summary} aria-labelledby={summaryId}>
            <h2 id={summaryId} className={styles.summaryTitle}>
              {summaryTitle}
            </h2>
            <ul className={styles.summaryList}>
              {summary.map((fact, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of static facts
                <li key={index}>{fact}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {prose ? <div className={styles.prose}>{children}</div> : children}
        {next ? (
          <aside className={styles.aside}>
            <p className={styles.asideText}>{next.text}</p>
            <ButtonLink href={next.href} variant="secondary">
              {next.label}
            </ButtonLink>
          </aside>
        ) : null}
      </div>
    </>
  );
}
