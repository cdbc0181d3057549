/**
 * What the storefront's first-load chunks hold, by the chunk's name (its first module's, without
 * the content hash). The build names a chunk after the first module it holds, so a name alone
 * can mislead: each entry below was read from the chunks of a storefront build (a chunk the
 * build no longer makes has no entry; an unlisted one reads as shared code).
 */
const ROLES: Record<string, string> = {
  'entry.client': "React DOM's client renderer and scheduler, React Router's browser runtime",
  'jsx-runtime': "React, its JSX runtime, React Router's components and hooks",
  'react-dom': "React DOM's part shared with the server build",
  root: "the root route: document, header, footer, the shop's providers around every page, mounting parts when idle or at the first interaction, overlay timers",
  _index: 'the home route: hero, category tiles, best sellers, testimonials, reviews',
  shopper:
    "the shopper: the one fetcher of /api/shopper, the other tabs' channel, the removal of what earlier versions stored",
  cartView:
    "the cart as the page shows it: the cart forms' fetchers and their pending changes drawn over the shopper's cart",
  formAnswer:
    "the bundler's helper that fetches a lazy chunk with its dependencies, the toast calls (the toaster itself comes later), the form answer's field",
  messages: "every shopper-facing message (the domain's one module)",
  meta: "page titles and descriptions, the catalogue's query and sort rules, buttons and button links, the shop's settings",
  'ProductPage.css':
    'the product view shown at once while a product page loads after a card click (the preview)',
  addToCart: 'the product card and its Add to cart',
  EnhancedForm: 'the form that posts without scripts and runs a script with them (Add to cart)',
  ProductList: 'the product grid with its loading skeletons',
  homeFaq: "the home page's FAQ questions and answers (the accordion's code comes later)",
  miniCart: "the mini cart's open state (the sheet itself comes later)",
  whenIdle: "running work once the browser is idle (the hero video's start, the overlays' code)",
  useCarousel: 'the sliders of testimonials and reviews (scroll snap, buttons, autoplay)',
  useBackgroundVideo: "the hero's background video behind its poster",
  usePrefersReducedMotion: 'the reduced-motion preference, and the design tokens',
  HydrationSlice: 'the boundary that hydrates a part below the first screen on its own',
  RetryWhileFailed: 'retrying the loaders while the backend is down',
  NotFound: 'the not-found page (the root error boundary)',
  'Header.css': "the header's class names",
  MobileNavList: "the header's menu list (the mobile menu and the menu disclosure)",
  useShopFeatures: "the header's menu entries and the backend's features and payment methods",
  paymentMethods: "the payment methods' kinds and the offline methods' names (the footer's line)",
  IconButton: 'icon buttons',
  Input: 'the text input (the header search)',
  Badge: "the cart button's badge",
  PriceTag: 'prices with their sale price',
  money: 'money: rounding to cents and the euro format',
  formText: "the address form's fields and the shop's paths (a product's, the placeholder image)",
  FallbackImage: 'images with a placeholder when they fail',
  Section: "the home page's section frame",
  Skeleton: 'loading skeletons',
  icons: 'the SVG icons',
  search: "the header search's query rules",
  layout: 'layout helpers (the product grid columns)',
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
