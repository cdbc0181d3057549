import { MESSAGES } from '@peptide/domain';
import type { ElementType } from 'react';
import { Link } from '../../link/LinkProvider';
import { Button, ButtonLink } from '../Button/Button';
import { CART_INTENTS } from '../cartIntents';
import { EnhancedForm } from '../EnhancedForm/EnhancedForm';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import { type PriceRange, PriceTag } from '../PriceTag/PriceTag';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './ProductCard.css';

/** What a product card shows. */
export interface ProductCardProduct {
  /** The product's database id, what adding it to the cart takes. */
  id: number;
  /** The product's slug. */
  slug: string;
  name: string;
  /** The product page. */
  href: string;
  image?: string | null;
  price: number;
  regularPrice?: number | null;
  /**
   * Variable products: `{ min, max }`, `{ min }` or the backend's range string
   * (`€89.00 - €149.00`); shown as "From €89.00".
   */
  priceRange?: PriceRange | string | null;
  inStock: boolean;
  /** Simple products are added from the card; variable ones link to their page to pick options. */
  type: 'simple' | 'variable';
}

export interface ProductCardProps {
  product: ProductCardProduct;
  onAddToCart?: (product: ProductCardProduct) => void;
  /**
   * Where Add to cart posts before or without scripts (the cart's route action): a form of
   * `intent=add`, `productId` and `quantity=1`. With scripts `onAddToCart` runs instead.
   */
  addToCartAction?: string;
  /** The add-to-cart request is in flight. */
  adding?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
  addToCartLabel?: string;
  selectOptionsLabel?: string;
  outOfStockLabel?: string;
  addingLabel?: string;
  /** The corner label of a product whose price is below its regular price. */
  saleLabel?: string;
  /**
   * The card's art may be the largest thing on the first screen (the first card of a listing):
   * it loads at once and ahead of other images instead of when it nears the screen.
   */
  priority?: boolean;
}

/**
 * A product in a grid or carousel: art edge to edge, name, price, its one action, and a corner
 * ribbon for Out of Stock (neutral) or Sale (amber).
 *
 * @remarks The ribbon crosses the art's top-left corner, clear of the centred vial. An action
 *   label that does not fit its line (enlarged text, a longer translation) wraps, never cut.
 */
export function ProductCard({
  product,
  onAddToCart,
  addToCartAction,
  adding = false,
  headingLevel = 'h3',
  addToCartLabel = MESSAGES.addToCart,
  selectOptionsLabel = MESSAGES.selectOptions,
  outOfStockLabel = MESSAGES.outOfStock,
  addingLabel = 'Adding to cart',
  saleLabel = 'Sale',
  priority = false,
}: ProductCardProps) {
  const Heading: ElementType = headingLevel;
  const onSale = product.regularPrice != null && product.regularPrice > product.price;
  const ribbon = !product.inStock
    ? { tone: 'soldOut' as const, label: outOfStockLabel }
    : onSale
      ? { tone: 'sale' as const, label: saleLabel }
      : null;
  return (
    <article className={styles.card} aria-label={product.name}>
      <Link
        href={product.href}
        state={{ product }}
        className={styles.media}
        tabIndex={-1}
        aria-hidden="true"
      >
        <FallbackImage
          src={product.image}
          alt=""
          width={400}
          height={400}
          className={styles.image}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </Link>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link href={product.href} state={{ product }} className={styles.nameLink}>
            {product.name}
          </Link>
        </Heading>
        {ribbon ? (
          <span className={styles.ribbon({ tone: ribbon.tone })}>{ribbon.label}</span>
        ) : null}
        <div className={styles.footer}>
          <PriceTag
            price={product.price}
            regularPrice={product.regularPrice}
            range={product.priceRange}
          />
          <CardAction
            product={product}
            adding={adding}
            onAddToCart={onAddToCart}
            action={addToCartAction}
            labels={{ addToCartLabel, selectOptionsLabel, outOfStockLabel, addingLabel }}
          />
        </div>
      </div>
    </article>
  );
}

function CardAction({
  product,
  adding,
  onAddToCart,
  action,
  labels,
}: {
  product: ProductCardProduct;
  adding: boolean;
  onAddToCart?: (product: ProductCardProduct) => void;
  action: string | undefined;
  labels: Required<
    Pick<
      ProductCardProps,
      'addToCartLabel' | 'selectOptionsLabel' | 'outOfStockLabel' | 'addingLabel'
    >
  >;
}) {
  if (product.type === 'variable') {
    return (
      <ButtonLink href={product.href} variant="secondary" fullWidth className={styles.action}>
        <span className={styles.actionLabel}>{labels.selectOptionsLabel}</span>
      </ButtonLink>
    );
  }
  if (!product.inStock) {
    return (
      <Button variant="neutral" fullWidth disabled className={styles.action}>
        <span className={styles.actionLabel}>{labels.outOfStockLabel}</span>
      </Button>
    );
  }
  const button = (
    <Button
      type={action ? 'submit' : 'button'}
      fullWidth
      busy={adding}
      busyLabel={labels.addingLabel}
      className={styles.action}
      onClick={action ? undefined : () => onAddToCart?.(product)}
    >
      <span className={styles.actionLabel}>{labels.addToCartLabel}</span>
    </Button>
  );
  if (!action) return button;
  return (
    <EnhancedForm
      action={action}
      className={styles.actionForm}
      onSubmit={() => {
        if (!adding) onAddToCart?.(product);
      }}
    >
      <input type="hidden" name="intent" value={CART_INTENTS.add} />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value="1" />
      {button}
    </EnhancedForm>
  );
}

/** The card's loading shape, same size and layout so nothing jumps when products arrive. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="product-card-skeleton">
      <Skeleton width="100%" height="auto" aspectRatio="1 / 1" radius={0} />
      <div className={styles.body}>
        <Skeleton width="80%" height="1.2em" />
        <div className={styles.footer}>
          <Skeleton width="45%" height="1.2em" />
          <Skeleton width="100%" height={44} radius={8} />
        </div>
      </div>
    </div>
  );
}
