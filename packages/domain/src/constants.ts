/** The shop's breakpoints, min-width in px; LAYOUT and LIMITS both read them. */
const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/**
 * Every limit, in one place, except the lengths of names, addresses and
 * e-mails: limits of 26, 30 and 50 characters would cut real data, so those are the shop's own (see
 * `FIELD_MAX_LENGTHS` in `address-validation.ts`).
 */
export const LIMITS = {
  minQuantity: 1,
  maxQuantity: 999,
  couponMaxLength: 26,
  searchMaxLength: 30,
  /** The header suggests products once this many characters are typed (a trigram's worth). */
  searchSuggestMinLength: 3,
  /** Products the header suggests at most; the search page lists every match. */
  searchSuggestions: 6,
  phoneMinDigits: 9,
  /** The login password; the login's username may be an e-mail and takes the e-mail's length. */
  loginPasswordMaxLength: 50,
  passwordMinLength: 8,
  minimumAge: 21,
  freeShippingThreshold: 250,
  flatShippingFee: 15,
  bitcoinDiscountRate: 0.1,
  insurancePrice: 4.99,
  /** Products on one page of the shop and of a category (100 made one long page). */
  catalogPageSize: 12,
  /** The highest price a catalogue filter takes, in euros; a larger one is dropped from the URL. */
  catalogMaxPrice: 100_000,
  /** Categories one catalogue filter combines at most; past them the URL's extra slugs are dropped. */
  catalogMaxCategories: 20,
  bestSellersPageSize: 30,
  variationsPageSize: 100,
  relatedProductsPageSize: 10,
  coaPageSize: 1000,
  ordersPageSize: 10,
  maxCoaLinks: 3,
  mobileBreakpoint: BREAKPOINTS.md,
} as const;

/** Every timing, in milliseconds. */
export const TIMINGS = {
  ageGateDelay: 3000,
  newsletterDelay: 13000,
  sessionLifetime: 604_800_000,
  successMessage: 3000,
  successBanner: 5000,
  miniCartDelayProduct: 800,
  miniCartDelayHome: 1000,
  miniCartDelayDefault: 1200,
  couponSimulatedDelay: 500,
  toastDuration: 5000,
  toastDurationAccount: 1999,
  collapseTransition: 300,
  testimonialInterval: 5000,
  reviewSliderAutoplay: 8000,
  productCarouselAutoplay: 3000,
} as const;

/** Carousel and layout constants. */
export const LAYOUT = {
  breakpoints: BREAKPOINTS,
  carousel: {
    desktopMin: 1024,
    desktopMax: 3000,
    desktopItems: 4,
    /** Where the tablet layout starts: the carousel library's usual 464 px. */
    tabletMin: 464,
    tabletItems: 2,
    mobileItems: 1,
    recentItems: 1,
  },
  testimonialSwipeThreshold: 40,
  gridColumns: { small: 6, medium: 6, large: 4 },
} as const;

export const BITCOIN_GATEWAY_ID = 'btcpaygf_default';
export const DEFAULT_COUNTRY = 'GB';
/** The product the home page's best sellers leave out, and the insurance toggle adds. */
export const INSURANCE_PRODUCT_NAME = 'Premium shipping insurance';
/** The shipping method chosen before the server lists any. */
export const DEFAULT_SHIPPING_METHOD_ID = 'flat_rate:1';
export const NEWSLETTER_SUCCESS_STATUSES: readonly number[] = [200, 201];
export const INDUSTRY_OPTIONS = [
  'University',
  'Laboratory R&D',
  'Licensed Researcher',
  'Research Institution',
  'Other',
] as const;
