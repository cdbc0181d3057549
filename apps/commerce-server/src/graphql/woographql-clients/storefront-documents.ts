/**
 * Documents shaped as a real WooGraphQL storefront sends them (a Nuxt shop's: fragments on every
 * product type, every variation of a variable product with its attributes, a gallery, a cart of
 * 100 lines each carrying its product), at that storefront's page sizes. The cost-limit tests
 * count them and the client tests send them.
 */

/** An image as the storefront shows it. */
const IMAGE_FRAGMENT =
  'fragment Image on MediaItem { sourceUrl thumb: sourceUrl(size: THUMBNAIL) altText title databaseId }';

/** A product card on every product type, each variable product with up to 100 variations. */
export const PRODUCT_FRAGMENTS = `${IMAGE_FRAGMENT}
fragment Simple on SimpleProduct {
  price rawPrice: price(format: RAW) regularPrice salePrice onSale stockStatus stockQuantity
  image { ...Image }
  galleryImages(first: 20) { nodes { ...Image } }
}
fragment Variable on VariableProduct {
  price rawPrice: price(format: RAW) regularPrice salePrice onSale stockStatus stockQuantity
  image { ...Image }
  defaultAttributes { nodes { name attributeId value label } }
  attributes { nodes { name label options variation } }
  variations(first: 100) {
    nodes {
      name databaseId price regularPrice salePrice onSale slug stockQuantity stockStatus
      image { ...Image }
      attributes { nodes { name value } }
    }
  }
  galleryImages(first: 20) { nodes { ...Image } }
}
fragment ProductCard on Product {
  id databaseId name slug sku type averageRating reviewCount
  productCategories { nodes { databaseId name slug } }
  ... on SimpleProduct { ...Simple }
  ... on VariableProduct { ...Variable }
  ... on ExternalProduct { price regularPrice salePrice externalUrl buttonText image { ...Image } }
  ... on GroupProduct { addToCartText image { ...Image } products { nodes { databaseId name slug } } }
}`;

/** A product list of `first: 9999` (the server answers 100 at most). */
export const PRODUCT_LIST = `query GetProducts($first: Int = 9999) {
  products(first: $first) { pageInfo { hasNextPage endCursor } nodes { ...ProductCard } }
}
${PRODUCT_FRAGMENTS}`;

/** A product page: the product, its related products and its reviews. */
export const PRODUCT_PAGE = `query GetProduct($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    ...ProductCard
    description shortDescription
    related(first: 100) { nodes { ...ProductCard } }
    reviews(first: 100) {
      averageRating
      edges { rating node { id content date author { node { name } } } }
    }
  }
}
${PRODUCT_FRAGMENTS}`;

/** The cart: 100 lines, each with its product card, its variation and the variation's attributes. */
export const CART = `query GetCart {
  cart {
    total rawTotal: total(format: RAW) subtotal totalTax discountTotal shippingTotal isEmpty
    chosenShippingMethods
    availableShippingMethods { rates { cost id label } }
    appliedCoupons { code discountAmount }
    contents(first: 100) {
      itemCount productCount
      nodes {
        key quantity subtotal
        product { node { ...ProductCard } }
        variation {
          attributes { name value }
          node { name slug price regularPrice salePrice stockStatus image { ...Image } }
        }
      }
    }
  }
}
${PRODUCT_FRAGMENTS}`;

/** The spec's read: 100 products with their variations, 100 a product. */
export const PRODUCTS_WITH_VARIATIONS = `{
  products(first: 100) {
    nodes {
      databaseId name
      ... on VariableProduct { variations(first: 100) { nodes { databaseId name price stockStatus } } }
    }
  }
}`;

/** A customer's orders, each with its lines' products and its downloads. */
export const ORDERS = `query GetOrders {
  customer {
    orders(first: 100) {
      nodes {
        databaseId orderNumber date status total subtotal
        lineItems { nodes { quantity total product { node { databaseId name slug image { ...Image } } } variation { node { databaseId name } } } }
        downloadableItems { nodes { downloadId name url accessExpires downloadsRemaining } }
      }
    }
  }
}
${IMAGE_FRAGMENT}`;

/** Forty aliased lists of 100 product cards through one fragment: a document that only multiplies work. */
export const FORTY_LISTS = `{ ${Array.from(
  { length: 40 },
  (_, n) => `a${n}: products(first: 100) { nodes { ...F } }`,
).join(' ')} }
fragment F on Product {
  id databaseId name slug sku type onSale totalSales
  image { id sourceUrl altText }
  productCategories { nodes { id name slug } }
  ... on SimpleProduct { price regularPrice salePrice stockQuantity stockStatus }
}`;
