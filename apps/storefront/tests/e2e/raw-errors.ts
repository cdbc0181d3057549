/** Every page a shopper can open, with a product, a category, a post and a search. */
export const SHOPPER_PAGES = [
  '/',
  '/shop',
  '/shop?page=2',
  '/product-category/peptides',
  '/product/bpc-157-5mg',
  '/product/retatrutide',
  '/search?q=bpc',
  '/blog',
  '/cart',
  '/checkout',
  '/my-account',
  '/auth',
  '/lost-password',
  '/reset-password?key=forged&login=nobody',
  '/faqs',
  '/contact',
  '/how-to-pay',
  '/privacy-policy',
  '/coas',
  '/order-summary/999999',
  '/no-such-page',
];

/** What GraphQL or the transport says when a backend lacks a field: never a shopper's sentence. */
export const RAW_GRAPHQL =
  /Cannot query field|Unknown type|Unknown argument|is not defined by type|GraphQL|Response not successful|status code/;
