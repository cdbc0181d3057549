import { formatOrderDate } from '@peptide/domain';
import { ExternalLinkIcon, SealIcon } from '../../icons/icons';
import { button } from '../Button/Button.css';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CoaCard.css';

/** A certificate of analysis as the COA page shows it. */
export interface CoaCardEntry {
  title: string;
  image?: string | null;
  /** The testing lab's page for this certificate: an external URL. */
  href: string;
  /** The lab that ran the test, for example "Janoshik Analytical". */
  lab?: string | null;
  /** ISO date of the test or of the certificate. */
  date?: string | null;
  /** The batch or lot the certificate covers. */
  batch?: string | null;
}

export interface CoaCardProps {
  coa: CoaCardEntry;
  linkLabel?: string;
  /** The heading level of the title, so the card fits the page outline. */
  headingLevel?: 2 | 3;
  /** The line above the title that says what the card is. */
  kindLabel?: string;
  labLabel?: string;
  dateLabel?: string;
  batchLabel?: string;
  /** Read after the link text, so the new tab is no surprise. */
  newTabLabel?: string;
}

/**
 * A COA card laid out as a certificate: a framed sheet with a seal, the product tested, the lab,
 * date and batch when known, a preview of the document and a link to the lab's result, opened in
 * a new tab.
 *
 * @remarks The link is a plain anchor rather than the router's: it always leaves the shop, and
 *   `rel="noopener noreferrer"` keeps the lab's page from reaching back into this window.
 */
export function CoaCard({
  coa,
  linkLabel = 'View Lab Results',
  headingLevel = 2,
  kindLabel = 'Certificate of Analysis',
  labLabel = 'Lab',
  dateLabel = 'Tested',
  batchLabel = 'Batch',
  newTabLabel = '(opens in a new tab)',
}: CoaCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const facts = [
    { label: labLabel, value: coa.lab },
    {
      label: dateLabel,
      value: coa.date ? <time dateTime={coa.date}>{formatOrderDate(coa.date)}</time> : null,
    },
    { label: batchLabel, value: coa.batch },
  ].filter((fact) => fact.value);
  return (
    <article className={styles.card}>
      <p className={styles.kind}>
        <SealIcon size={18} />
        {kindLabel}
      </p>
      <div className={styles.head}>
        <FallbackImage src={coa.image} alt="" width={400} height={400} className={styles.image} />
        <Heading className={styles.title}>{coa.title}</Heading>
      </div>
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <a
        href={coa.href}
        target="_blank"
        rel="noopener noreferrer"
        className={`${button({ variant: 'secondary', size: 'sm', fullWidth: true })} ${styles.link}`}
      >
        {linkLabel}
        <ExternalLinkIcon size={16} />
        <VisuallyHidden>
          {' '}
          for {coa.title} {newTabLabel}
        </VisuallyHidden>
      </a>
    </article>
  );
}
