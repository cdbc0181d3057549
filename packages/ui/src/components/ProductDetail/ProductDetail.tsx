import { LIMITS, MESSAGES, stockNotice } from '@peptide/domain';
import { type ReactNode, useId } from 'react';
import { AlertIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import { Field } from '../Field/Field';
import { Input } from '../Input/Input';
import { type PriceRange, PriceTag } from '../PriceTag/PriceTag';
import { Skeleton } from '../Skeleton/Skeleton';
import { StockLabel } from '../StockLabel/StockLabel';
import { type VariationOption, VariationSelect } from '../VariationSelect/VariationSelect';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ProductDetail.css';

/** The product as its page shows it. */
export interface ProductDetailProduct {
  name: string;
  image?: string | null;
  /** Sanitised HTML of the short description. */
  shortDescriptionHtml?: string | null;
  price: number;
  regularPrice?: number | null;
  priceRange?: PriceRange | string | null;
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK';
  stockQuantity?: number | null;
}

/** A certificate of analysis linked from the product page. */
export interface CoaLink {
  name: string;
  url: string;
}

export interface ProductDetailProps {
  product: ProductDetailProduct;
  /** The variations of a variable product; omit for a simple product. */
  variations?: readonly VariationOption[];
  /** The variation picker's label: the attribute's ("Size"); "Choose an option" without one. */
  variationLabel?: string | undefined;
  variationId?: string;
  onVariationChange?: (variationId: string) => void;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onAddToCart: () => void;
  adding?: boolean;
  /** Why the add was refused (variation missing, stock), shown under the button. */
  error?: string | null;
  /**
   * Units of this product (or of the chosen variation) already in the cart. The stock check
   * counts them: while the quantity and these exceed the stock, a notice shows under the
   * quantity and Add to cart is disabled.
   */
  inCart?: number;
  /** Up to three certificates of analysis. */
  coaLinks?: readonly CoaLink[];
  addToCartLabel?: string;
  addingLabel?: string;
  /**
   * What the form posts when scripts have not run (or do not), besides `quantity` and
   * `variationId`: the product's id, for example. Without it the form posts nothing extra.
   */
  hiddenFields?: Readonly<Record<string, string>>;
  /**
   * What follows the buy box in the details column, before the certificates: the back-in-stock
   * form of a product out of stock, beside the button that says so.
   */
  children?: ReactNode;
}

/**
 * The top of a product page: image, name, short description, price, variation choice, stock,
 * quantity (1 to 999), Add to cart and the certificate links.
 */
export function ProductDetail({
  product,
  variations,
  variationId = '',
  variationLabel,
  onVariationChange,
  quantity,
  onQuantityChange,
  onAddToCart,
  adding = false,
  error,
  inCart = 0,
  coaLinks = [],
  addToCartLabel = 'Add to cart',
  addingLabel = 'Adding to cart',
  hiddenFields,
  children,
}: ProductDetailProps) {
  const titleId = useId();
  const coaTitleId = useId();
  const noticeId = useId();
  const outOfStock = product.stockStatus === 'OUT_OF_STOCK';
  const notice = outOfStock
    ? null
    : stockNotice({ quantity, stockQuantity: product.stockQuantity, inCart });
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.media}>
        <FallbackImage
          src={product.image}
          alt={product.name}
          width={600}
          height={600}
          className={styles.image}
          loading="eager"
        />
      </div>
      <div className={styles.details}>
        <h1 id={titleId} className={styles.title}>
          {product.name}
        </h1>
        <PriceTag
          price={product.price}
          regularPrice={product.regularPrice}
          range={variationId ? null : product.priceRange}
          size="lg"
        />
        <StockLabel stockStatus={product.stockStatus} stockQuantity={product.stockQuantity} />
        {product.shortDescriptionHtml ? (
          <div
            className={styles.description}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the caller sanitises it (see ProductDetailProduct.shortDescriptionHtml)
            dangerouslySetInnerHTML={{ __html: product.shortDescriptionHtml }}
          />
        ) : null}
        <form
          className={styles.form}
          method="post"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (outOfStock || notice !== null) return;
            onAddToCart();
          }}
        >
          {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {variations && variations.length > 0 ? (
            <VariationSelect
              name="variationId"
              label={variationLabel}
              variations={variations}
              value={variationId}
              onChange={(id) => onVariationChange?.(id)}
              disabled={adding}
            />
          ) : null}
          <div className={styles.buy}>
            <Field label="Quantity" className={styles.quantity}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  name="quantity"
                  inputMode="numeric"
                  min={LIMITS.minQuantity}
                  max={LIMITS.maxQuantity}
                  value={Number.isFinite(quantity) ? quantity : ''}
                  onChange={(event) => onQuantityChange(event.target.valueAsNumber)}
                  aria-invalid={notice ? true : undefined}
                  aria-describedby={notice ? noticeId : undefined}
                />
              )}
            </Field>
            <Button
              type="submit"
              size="lg"
              busy={adding}
              busyLabel={addingLabel}
              disabled={outOfStock || notice !== null}
              className={styles.add}
            >
              {outOfStock ? MESSAGES.outOfStock : addToCartLabel}
            </Button>
          </div>
          {/* Under the whole row rather than inside the quantity's field, so a notice of two
              lines never pushes the button out of line with the input. */}
          {notice ? (
            <p id={noticeId} className={styles.notice}>
              <AlertIcon size={14} />
              {notice}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
        </form>
        {children}
        {coaLinks.length > 0 ? (
          <section aria-labelledby={coaTitleId} className={styles.coas}>
            <h2 id={coaTitleId} className={styles.coasTitle}>
              Certificates of analysis
            </h2>
            <ul className={styles.coaList}>
              {coaLinks.map((coa) => (
                <li key={coa.url}>
                  <a
                    href={coa.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.coaLink}
                  >
                    {coa.name}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </section>
  );
}

/** The product page's shape while its data is pending, so nothing jumps when it arrives. */
export function ProductDetailSkeleton() {
  return (
    <section className={styles.root} aria-busy="true" aria-label="Loading product">
      <div className={styles.media}>
        <Skeleton className={styles.imageSkeleton} />
      </div>
      <div className={styles.details}>
        <Skeleton height="2.5rem" width="70%" />
        <Skeleton height="1.75rem" width="30%" />
        <Skeleton height="1rem" width="20%" />
        <Skeleton height="4.5rem" />
        <Skeleton height="3rem" />
      </div>
    </section>
  );
}
