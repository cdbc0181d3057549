import { productPath, variationFromQuery, variationSearch } from '@peptide/domain';
import {
  CategorySidebar,
  type CoaLink,
  ProductCard,
  type ProductCardProduct,
  ProductCarousel,
  ProductDetail,
  type SidebarCategory,
} from '@peptide/ui';
import { Suspense, useEffect, useRef } from 'react';
import { Await, useLocation, useNavigate } from 'react-router';
import { useAddToCart } from '../commerce/addToCart';
import { CART_ACTION } from '../commerce/cartForms';
import { HydrationSlice } from '../components/HydrationSlice';
import {
  type ProductPageData,
  toProductDetail,
  toVariationOptions,
  type VariationData,
  variationAttributes,
  variationPickerLabel,
  variationsOf,
} from '../lib/productMappers';
import { NotifyMe, type NotifyMeAnswer } from './NotifyMe';
import * as styles from './ProductPage.css';
import { useAddProduct } from './useAddProduct';

/** What the product route hands its page. */
export interface ProductPageProps {
  product: ProductPageData;
  shortDescriptionHtml: string;
  descriptionHtml: string;
  /** The product's certificates of analysis, at most three; none where the backend has none. */
  coaLinks: CoaLink[];
  /** Whether the backend takes back-in-stock requests (a stock WooCommerce does not). */
  stockNotifications: boolean;
  categories: Promise<SidebarCategory[]>;
  recent: Promise<ProductCardProduct[]>;
  dontForget: Promise<ProductCardProduct[]>;
  related: Promise<ProductCardProduct[]>;
  /** Why the server refused an Add to cart posted without scripts, if it did. */
  addError?: string | null;
  /** The server's answer to Notify me posted before or without scripts. */
  notifyAnswer?: NotifyMeAnswer | null;
}

/**
 * The product page: the buy box, the categories sidebar, the Recent Products,
 * Don't Forget to Buy and Related Products carousels, and the description. The carousels and the
 * sidebar stream in after the product; one that fails is left out rather than failing the page.
 */
export function ProductPage(props: ProductPageProps) {
  const { product } = props;
  const variations = variationsOf(product);
  const location = useLocation();
  const fromUrl = variationFromQuery(
    variations.map((variation) => ({ variation, attributes: variationAttributes(variation) })),
    new URLSearchParams(location.search),
  );
  const purchase = useAddProduct(
    product,
    variations,
    fromUrl ? String(fromUrl.variation.databaseId) : '',
  );
  useVariationInAddress(purchase.variation);
  const detail = toProductDetail(product, props.shortDescriptionHtml, purchase.variation);
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <ProductDetail
          product={detail}
          variations={variations.length > 0 ? toVariationOptions(variations) : undefined}
          variationLabel={variationPickerLabel(variations)}
          variationId={purchase.variationId}
          onVariationChange={purchase.setVariationId}
          quantity={purchase.quantity}
          onQuantityChange={purchase.setQuantity}
          onAddToCart={() => void purchase.add()}
          adding={purchase.adding}
          error={purchase.error ?? props.addError ?? null}
          inCart={purchase.inCart}
          coaLinks={props.coaLinks}
          hiddenFields={
            product.databaseId != null ? { productId: String(product.databaseId) } : undefined
          }
        >
          {props.stockNotifications &&
          detail.stockStatus === 'OUT_OF_STOCK' &&
          (variations.length === 0 || purchase.variation) &&
          product.databaseId != null ? (
            <NotifyMe
              productId={product.databaseId}
              variationId={purchase.variation?.databaseId ?? null}
              action={productPath(product.slug)}
              answer={props.notifyAnswer}
            />
          ) : null}
        </ProductDetail>
      </div>
      <HydrationSlice>
        <div className={styles.columns}>
          <aside className={styles.sidebar}>
            <Suspense fallback={<CategorySidebar categories={[]} loading />}>
              <Await
                resolve={props.categories}
                errorElement={<CategorySidebar categories={[]} error />}
              >
                {(categories) => <CategorySidebar categories={categories} />}
              </Await>
            </Suspense>
            <Carousel title="Recent Products" products={props.recent} variant="single" />
          </aside>
          <div className={styles.main}>
            {props.descriptionHtml ? (
              <section aria-labelledby="product-description" className={styles.description}>
                <h2 id="product-description" className={styles.descriptionTitle}>
                  Description
                </h2>
                <div
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by sanitizeBackendHtml
                  dangerouslySetInnerHTML={{ __html: props.descriptionHtml }}
                />
              </section>
            ) : null}
            <Carousel title="Related Products" products={props.related} />
            <Carousel title="Don't Forget to Buy" products={props.dontForget} />
          </div>
        </div>
      </HydrationSlice>
    </div>
  );
}

/**
 * Keeps the chosen variation in the address (`?attribute_pa_size=10mg`), so a shared link opens
 * it: the entry is replaced, not added, and the page keeps its scroll; the product route does
 * not load again for it (its `shouldRevalidate`).
 */
function useVariationInAddress(variation: VariationData | null) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = variation?.databaseId ?? null;
  // The address the page opened with stays as it came (an unknown value included) until the
  // shopper chooses.
  const shown = useRef(id);
  useEffect(() => {
    if (id === shown.current) return;
    shown.current = id;
    const search = variationSearch(
      variation ? { attributes: variationAttributes(variation) } : null,
    );
    navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [id, variation, location, navigate]);
}

function Carousel({
  title,
  products,
  variant,
}: {
  title: string;
  products: Promise<ProductCardProduct[]>;
  variant?: 'single' | 'multi';
}) {
  const { add, adding } = useAddToCart('other');
  return (
    <Suspense fallback={<div className={styles.carouselPlaceholder} aria-hidden="true" />}>
      <Await resolve={products} errorElement={null}>
        {(cards) =>
          cards.length === 0 ? null : (
            <ProductCarousel title={title} variant={variant}>
              {cards.map((card) => (
                <ProductCard
                  key={card.id}
                  product={card}
                  onAddToCart={add}
                  addToCartAction={CART_ACTION}
                  adding={adding(card.id)}
                  headingLevel="h3"
                />
              ))}
            </ProductCarousel>
          )
        }
      </Await>
    </Suspense>
  );
}
