import { MESSAGES } from '@peptide/domain';
import type { ElementType } from 'react';
import { Link } from '../../link/LinkProvider';
import { OutOfStockBadge } from '../Badge/Badge';
import { Button, ButtonLink } from '../Button/Button';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import { type PriceRange, PriceTag } from '../PriceTag/PriceTag';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './ProductCard.css';

/** What a product card shows. */
export interface ProductCardProduct {
  id: string;
  name: string;
  /** The product page. */
  href: string;
  image?: string | null;
  price: number;
  regularPrice?: number | null;
  priceRange?: PriceRange | null;
  inStock: boolean;
  /** Simple products are added from the card; variable ones link to their page to pick options. */
  type: 'simple' | 'variable';
}

export interface ProductCardProps {
  product: ProductCardProduct;
  onAddToCart?: (product: ProductCardProduct) => void;
  /** The add-to-cart request is in flight. */
  adding?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
  addToCartLabel?: string;
  selectOptionsLabel?: string;
  outOfStockLabel?: string;
  addingLabel?: string;
}

/** A product in a grid or carousel: image, name, price, stock badge and its one action. */
export function ProductCard({
  product,
  onAddToCart,
  adding = false,
  headingLevel = 'h3',
  addToCartLabel = MESSAGES.addToCart,
  selectOptionsLabel = MESSAGES.selectOptions,
  outOfStockLabel = MESSAGES.outOfStock,
  addingLabel = 'Adding to cart',
}: ProductCardProps) {
  const Heading: ElementType = headingLevel;
  return (
    <article className={styles.card} aria-label={product.name}>
      <Link href={product.href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <FallbackImage src={product.image} alt="" width={400} height={400} />
        {product.inStock ? null : (
          <span className={styles.badge}>
            <OutOfStockBadge label={outOfStockLabel} />
          </span>
        )}
      </Link>
      <Heading className={styles.name}>
        <Link href={product.href} className={styles.nameLink}>
          {product.name}
        </Link>
      </Heading>
      <div className={styles.footer}>
        <PriceTag
          price={product.price}
          regularPrice={product.regularPrice}
          range={product.priceRange}
        />
        {product.type === 'variable' ? (
          <ButtonLink href={product.href} variant="secondary" fullWidth>
            {selectOptionsLabel}
          </ButtonLink>
        ) : (
          <Button
            fullWidth
            busy={adding}
            busyLabel={addingLabel}
            disabled={!product.inStock}
            onClick={() => onAddToCart?.(product)}
          >
            {product.inStock ? addToCartLabel : outOfStockLabel}
          </Button>
        )}
      </div>
    </article>
  );
}

/** The card's loading shape, same size and layout so nothing jumps when products arrive. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="product-card-skeleton">
      <Skeleton width="100%" height="auto" aspectRatio="1 / 1" radius={8} />
      <Skeleton width="80%" height="1.2em" />
      <div className={styles.footer}>
        <Skeleton width="30%" height="1.2em" />
        <Skeleton width="100%" height={44} radius={8} />
      </div>
    </div>
  );
}
