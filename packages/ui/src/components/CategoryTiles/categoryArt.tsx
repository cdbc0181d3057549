import type { ReactNode } from 'react';
import * as styles from './CategoryTiles.css';

function Art({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 120 96"
      width="120"
      height="96"
      className={styles.art}
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="60" cy="88" rx="40" ry="4" className={styles.artShadow} />
      {children}
    </svg>
  );
}

/** A wide jar of lyophilised powder. */
export const PowderArt = () => (
  <Art>
    <rect x="34" y="16" width="52" height="12" rx="3" className={styles.artDark} />
    <rect x="30" y="28" width="60" height="58" rx="10" className={styles.artGlass} />
    <path
      d="M34 70c8-10 18-14 26-14s18 4 26 14v6a8 8 0 0 1-8 8H42a8 8 0 0 1-8-8z"
      className={styles.artFill}
    />
    <rect x="40" y="40" width="40" height="12" rx="2" className={styles.artLabel} />
  </Art>
);

/** A peptide vial with a crimped cap. */
export const PeptideArt = () => (
  <Art>
    <rect x="48" y="8" width="24" height="12" rx="3" className={styles.artDark} />
    <rect x="44" y="20" width="32" height="66" rx="8" className={styles.artGlass} />
    <rect x="44" y="46" width="32" height="22" className={styles.artAccent} />
    <rect x="46" y="70" width="28" height="14" rx="6" className={styles.artFill} />
  </Art>
);

/** Three vials of different heights, ranked. */
export const BestSellersArt = () => (
  <Art>
    <rect x="24" y="40" width="20" height="46" rx="6" className={styles.artGlass} />
    <rect x="50" y="22" width="20" height="64" rx="6" className={styles.artGlass} />
    <rect x="76" y="52" width="20" height="34" rx="6" className={styles.artGlass} />
    <rect x="54" y="14" width="12" height="8" rx="2" className={styles.artDark} />
    <rect x="28" y="32" width="12" height="8" rx="2" className={styles.artDark} />
    <rect x="80" y="44" width="12" height="8" rx="2" className={styles.artDark} />
    <rect x="50" y="46" width="20" height="14" className={styles.artAccent} />
    <path
      d="m60 2 2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z"
      className={styles.artAccent}
    />
  </Art>
);

/** A bottle of bacteriostatic water with a drop. */
export const WaterArt = () => (
  <Art>
    <rect x="40" y="10" width="24" height="12" rx="3" className={styles.artDark} />
    <rect x="34" y="22" width="36" height="64" rx="9" className={styles.artGlass} />
    <rect x="36" y="44" width="32" height="40" rx="7" className={styles.artFill} />
    <path d="M90 40c6 8 9 13 9 17a9 9 0 0 1-18 0c0-4 3-9 9-17z" className={styles.artAccent} />
  </Art>
);
