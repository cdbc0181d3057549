import type { ReactNode } from 'react';
import { FlaskIcon, ShieldCheckIcon, TruckIcon } from '../../icons/icons';
import * as styles from './FeatureBlurbs.css';

/** One claim: a decorative icon, a short title and a sentence. */
export interface FeatureBlurb {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
}

export interface FeatureBlurbsProps {
  /** The claims, three on the home page; the shop's three by default. */
  blurbs?: readonly FeatureBlurb[];
  /** Names the list for screen readers. */
  label?: string;
}

/** The home page's three claims: third-party tested, shipping from the EU, wide peptide selection. */
export const FEATURE_BLURBS: readonly FeatureBlurb[] = [
  {
    id: 'tested',
    icon: <ShieldCheckIcon size={28} />,
    title: 'Third-party tested',
    text: 'Every batch is checked by an independent lab, with its certificate of analysis online.',
  },
  {
    id: 'shipping',
    icon: <TruckIcon size={28} />,
    title: 'Shipping from the EU',
    text: 'Orders leave our EU warehouse with tracking to your lab.',
  },
  {
    id: 'selection',
    icon: <FlaskIcon size={28} />,
    title: 'Wide peptide selection',
    text: 'Research peptides, powders and bacteriostatic water in one place.',
  },
];

/**
 * A row of short claims with an icon each: stacked rows on phones (icon beside the text), three
 * columns from 768 px (icon above).
 */
export function FeatureBlurbs({
  blurbs = FEATURE_BLURBS,
  label = 'Why researchers choose us',
}: FeatureBlurbsProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {blurbs.map((blurb) => (
        <li key={blurb.id} className={styles.item}>
          <span className={styles.icon} aria-hidden="true">
            {blurb.icon}
          </span>
          <div className={styles.body}>
            <p className={styles.title}>{blurb.title}</p>
            <p className={styles.text}>{blurb.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
