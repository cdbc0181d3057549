import type { Db } from '../db/database';
import type { CoaLink } from '../model/models';
import { SEED_PRODUCTS } from './catalog-data';
import { FIRST_ATTRIBUTE_TERM_ID, SEED_REVIEWS, SIZE_ATTRIBUTE } from './catalogue-details-data';
import type { AddMedia } from './media';
import { slugify } from './slugify';

const UNIT_ORDER = ['mg', 'g', 'ml'];

/** Sizes in a shopper's order: by unit (mg, g, ml), then by amount. */
function bySize(a: string, b: string): number {
  const parse = (size: string) => {
    const match = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/i.exec(size);
    return { amount: Number(match?.[1] ?? 0), unit: UNIT_ORDER.indexOf(match?.[2] ?? '') };
  };
  const [x, y] = [parse(a), parse(b)];
  return x.unit - y.unit || x.amount - y.amount;
}

/**
 * Seeds what the catalogue holds beyond its products: the `pa_size` attribute with a term for
 * every option the variations use, a gallery of each product's COA documents, and reviews.
 * Runs after the rest of the seed, so the images it adds come after every other image.
 *
 * @param db - the database being seeded, inside the seed's transaction
 * @param addMedia - stores an image
 */
export async function seedCatalogueDetails(db: Db, addMedia: AddMedia): Promise<void> {
  await db
    .insertInto('product_attributes')
    .values({
      id: SIZE_ATTRIBUTE.id,
      taxonomy: SIZE_ATTRIBUTE.taxonomy,
      label: SIZE_ATTRIBUTE.label,
    })
    .execute();
  const sizes = [
    ...new Set(SEED_PRODUCTS.flatMap((product) => product.variations ?? []).map((v) => v.option)),
  ].sort(bySize);
  await db
    .insertInto('attribute_terms')
    .values(
      sizes.map((size, index) => ({
        id: FIRST_ATTRIBUTE_TERM_ID + index,
        attribute_id: SIZE_ATTRIBUTE.id,
        name: size,
        slug: slugify(size),
        menu_order: index,
      })),
    )
    .execute();

  const products = await db
    .selectFrom('products')
    .select(['id', 'slug', 'name', 'coas'])
    .orderBy('id')
    .execute();
  const hues = new Map(SEED_PRODUCTS.map((product) => [slugify(product.name), product.hue]));
  for (const product of products) {
    const coas = JSON.parse(product.coas) as CoaLink[];
    for (const [position, coa] of coas.entries()) {
      const image = await addMedia(
        `/images/products/${product.slug}-coa-${position + 1}.svg`,
        coa.name,
        hues.get(product.slug) ?? 200,
        'document',
      );
      await db
        .insertInto('product_gallery')
        .values({ product_id: product.id, media_id: image, position })
        .execute();
    }
  }

  const idOf = new Map(products.map((product) => [product.name, product.id]));
  for (const review of SEED_REVIEWS) {
    const productId = idOf.get(review.product);
    if (productId === undefined) throw new Error(`seed review of unknown ${review.product}`);
    await db
      .insertInto('product_reviews')
      .values({
        product_id: productId,
        customer_id: null,
        author_name: review.author,
        author_email: review.email,
        content: review.content,
        rating: review.rating,
        status: review.status,
        created_at: review.date,
      })
      .execute();
  }
}
