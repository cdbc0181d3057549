/**
 * What the storefront's first-load chunks hold, by the chunk's name (its first module's, without
 * the content hash). The build names a chunk after the first module it holds, so a name alone
 * can mislead: each entry below was read from a source-map build of the storefront.
 */
const ROLES: Record<string, string> = {
  'entry.client': "React DOM's client renderer and scheduler, React Router's browser runtime",
  'jsx-runtime': "React, its JSX runtime, React Router's components and hooks",
  'react-dom': "React DOM's part shared with the server build",
  'rolldown-runtime': "the bundler's module runtime",
  'preload-helper': "the bundler's helper that fetches a lazy chunk with its dependencies",
  root: 'the root route: document, header, footer, the dormant shop store, overlay timers',
  _index: 'the home route: hero, category tiles, best sellers, testimonials, reviews',
  shopStoreCode:
    "the lazy shop store (visitor state, the snapshot's selectors, stored-record reading) and where its working code comes from",
  ShopStoreProvider: 'the store provider and its hooks (without urql)',
  messages: "every shopper-facing message (the domain's one module)",
  meta: "page titles and descriptions, the catalogue's query and sort rules",
  'ProductPage.css':
    'the product view shown at once while a product page loads after a card click (the preview)',
  addToCart: 'the product card and its Add to cart',
  ProductList: 'the product grid with its loading skeletons',
  homeFaq: "the home page's FAQ questions and answers (the accordion's code comes later)",
  miniCart: "the mini cart's open state (the sheet itself comes later)",
  deferred: 'mounting parts when the browser is idle, and lazy parts with preload',
  whenIdle: "running work once the browser is idle (the hero video's start, the overlays' code)",
  notify: 'the toast calls (the toaster itself comes later)',
  useCarousel: 'the sliders of testimonials and reviews (scroll snap, buttons, autoplay)',
  useBackgroundVideo: "the hero's background video behind its poster",
  usePrefersReducedMotion: 'the reduced-motion preference, and the design tokens',
  RetryWhileFailed: 'retrying the loaders while the backend is down',
  NotFound: 'the not-found page (the root error boundary)',
  'Header.css': "the header's class names",
  Button: 'buttons and button links',
  IconButton: 'icon buttons',
  Input: 'the text input (the header search)',
  Select: 'the select (the region switcher)',
  Badge: "the cart button's badge",
  PriceTag: 'prices with their sale price',
  FallbackImage: 'images with a placeholder when they fail',
  Section: "the home page's section frame",
  Skeleton: 'loading skeletons',
  icons: 'the SVG icons',
  search: "the header search's query rules",
  navigation: "the header's menu entries",
  layout: 'layout helpers (the product grid columns)',
  paths: "the shop's paths",
};

/**
 * What a chunk is for.
 *
 * @param url - the chunk's URL (`/assets/name-hash.js`)
 * @returns the role in words, or a note that it is shared code without a listed role
 */
export function chunkRole(url: string): string {
  const file = url.split('/').pop() ?? url;
  const name = file.replace(/-[\w-]{8}\.js$/, '');
  return ROLES[name] ?? 'modules shared by several routes';
}
