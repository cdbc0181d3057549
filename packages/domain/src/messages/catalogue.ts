/** The texts of the header, search, catalogue pages, filters, product and content pages. */
export const CATALOGUE_MESSAGES = {
  // Header, search and navigation
  // Worded exactly; messages.test.ts holds it to LIMITS.freeShippingThreshold.
  freeShippingBanner: 'FREE SHIPPING ON ORDERS OVER €250',
  searchNoResults: 'No results found',
  searchOneResult: '1 result found',
  searchResults: (count: number) => `${count} results found`,
  searchSeeAll: 'See all results',
  searchSuggestionsFailed: 'Suggestions are unavailable right now. Press Enter to search.',

  // Catalogue sorting and pages (shop and category pages)
  sortLabel: 'Sort products',
  applySort: 'Sort',
  paginationLabel: 'Product pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageLink: (page: number) => `Page ${page}`,
  catalogNoProducts: 'No products were found matching your selection.',
  catalogResultCount: (first: number, last: number, total: number) =>
    total === 1
      ? 'Showing the single result'
      : first === 1 && last === total
        ? `Showing all ${total} results`
        : `Showing ${first}–${last} of ${total} results`,

  // Catalogue filters (shop and category pages)
  filtersTitle: 'Filters',
  filtersButton: (active: number) => (active > 0 ? `Filters (${active})` : 'Filters'),
  closeFilters: 'Close filters',
  filterCategories: 'Categories',
  filterPrice: 'Price',
  filterMinPrice: 'Min price (€)',
  filterMaxPrice: 'Max price (€)',
  filterAvailability: 'Availability',
  filterInStock: 'In stock only',
  filterOnSale: 'On sale',
  applyFilters: 'Apply filters',
  activeFiltersLabel: 'Active filters',
  clearFilters: 'Clear all',
  removeFilter: (filter: string) => `Remove filter: ${filter}`,
  filterPriceFrom: (price: string) => `From ${price}`,
  filterPriceUpTo: (price: string) => `Up to ${price}`,

  // Home, product and content
  bestSellers: 'Our Best Selling Products',
  viewMore: 'View More',
  readMore: 'Read More',
  faq: 'FAQ',
  faqShipCountries: 'What countries do you ship to?',
  faqAdvice: 'Can you advise me how to use your products?',
  productTitleSuffix: ' - the product',
  productTitle: (name: string) => `${name} - the product`,
  recentProducts: 'Recent Products',
  dontForgetToBuy: "Don't Forget to Buy",
  relatedProducts: 'Related Products',
  tableOfContents: 'Table of Contents',
  errorLoadingCategories: 'Error loading categories',
  errorLoadingProduct: (message: string) => `Error loading product: ${message}`,
  errorGeneric: (message: string) => `Error: ${message}`,
  noPostFound: 'No post found.',
  noContent: 'No content available.',
  unknownAuthor: 'Unknown',

  // Product reviews
  reviewRatingOutOfRange: 'The rating must be a whole number of stars from 1 to 5.',
  reviewContentRequired: 'Please type your review.',
} as const;
