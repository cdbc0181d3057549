import { type ReactNode, useId } from 'react';
import * as styles from './Section.css';

export interface SectionProps {
  title: string;
  /** A link beside the title on wide screens and under the content on phones, such as View More. */
  action?: ReactNode;
  /** A line under the title. */
  intro?: string;
  children: ReactNode;
  tone?: 'plain' | 'muted';
  /** The section starts below the first screen: the browser renders it once it comes near. */
  belowFirstScreen?: boolean;
}

/** A page section named by its heading, with an optional action. */
export function Section({
  title,
  action,
  intro,
  children,
  tone = 'plain',
  belowFirstScreen = false,
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={
        belowFirstScreen
          ? `${styles.section[tone]} ${styles.belowFirstScreen}`
          : styles.section[tone]
      }
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      <div className={styles.body}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
