import type { ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/icons';
import { Link } from '../../link/LinkProvider';
import * as styles from './CategoryTiles.css';
import { BestSellersArt, PeptideArt, PowderArt, WaterArt } from './categoryArt';

/** A category to enter from the home page. */
export interface CategoryTile {
  label: string;
  /** The category page, for example `/product-category/powders`. */
  href: string;
  /** A picture of the category; without one the tile shows its illustration. */
  image?: string | null;
  /** Inline art used when there is no image; a vial by default. */
  illustration?: ReactNode;
}

export interface CategoryTilesProps {
  /** The tiles; the home page's four (Powders, Peptides, Best Sellers, BAC Water) by default. */
  tiles?: readonly CategoryTile[];
  /** Names the list for screen readers. */
  label?: string;
}

/** The home page's four category tiles, each with its own illustration. */
export const CATEGORY_TILES: readonly CategoryTile[] = [
  { label: 'Powders', href: '/product-category/powders', illustration: <PowderArt /> },
  { label: 'Peptides', href: '/product-category/peptides', illustration: <PeptideArt /> },
  {
    label: 'Best Sellers',
    href: '/product-category/best-sellers',
    illustration: <BestSellersArt />,
  },
  { label: 'BAC Water', href: '/product-category/bac-water', illustration: <WaterArt /> },
];

/**
 * Tiles that lead into the catalogue: an image or illustration over the category's name, two a
 * row on phones and four from 768 px. The whole tile is one link named by its label.
 */
export function CategoryTiles({
  tiles = CATEGORY_TILES,
  label = 'Shop by category',
}: CategoryTilesProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.href} className={styles.cell}>
          <Link href={tile.href} className={styles.tile}>
            <span className={styles.media}>
              {tile.image ? (
                <img
                  src={tile.image}
                  alt=""
                  width={400}
                  height={320}
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
              ) : (
                (tile.illustration ?? <PeptideArt />)
              )}
            </span>
            <span className={styles.label}>
              {tile.label}
              <ChevronRightIcon size={18} className={styles.chevron} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
