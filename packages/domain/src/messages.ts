/**
 * Every user-facing text of the shop, one constant each. UI, SDK, server and tests import these;
 * nobody retypes a message. Templated messages are functions.
 */
export const MESSAGES = {
  // Account details: what takes an account over asks for its password
  currentPasswordRequired:
    'Please enter your current password to change your password or email address.',
  currentPasswordWrong: 'Your current password is incorrect.',
  // Toasts and generic errors
  success: 'Success!',
  somethingWentWrong: 'Something went wrong.',
  backToHome: 'Back to Home',

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

  // Cart and mini cart
  yourCartTab: 'Your Cart',
  checkoutNow: 'Checkout Now',
  miniCartEmpty: 'Your Cart is Empty!',
  cartEmpty: 'Your cart is empty.',
  cartBanner: 'Home | Cart',
  proceedToCheckout: 'Proceed to Checkout',
  applyCoupon: 'Apply Coupon',
  addedToCart: 'Added to cart successfully!',
  addToCart: 'Add to cart',
  selectOptions: 'Select Options',
  outOfStock: 'Out of Stock',
  selectVariation: 'Please select a variation.',
  stockLimitExceeds: 'Stock Limit Exceeds.',
  noMoreStock: (inCart: number) =>
    `No more stock available. You already have ${inCart} item(s) in your cart.`,
  onlyLeftInStock: (left: number, inCart: number) =>
    `Only ${left} item(s) left in stock. You already have ${inCart} item(s) in your cart.`,
  freeShippingRemaining: (amount: string) => `Spend ${amount} more to get free EU shipping!`,
  freeShippingReached: "Congrats, you've activated free EU shipping!",
  shippingFlatLabel: 'Xpresspost',
  shippingFreeLabel: 'Free shipping',
  quantityOutOfRange: 'Please enter a quantity between 1 and 999.',

  // Coupons
  couponApplied: 'Coupon Applied',
  invalidCoupon: 'Invalid coupon code',
  noCouponToRemove: 'No coupon found to remove.',
  couponNotFound: 'Coupon not found!',
  couponRemoved: 'Coupon removed!',
  // The shop's own wording: the coupon box says which code holds it disabled.
  couponInUse: (code: string) => `Coupon ${code} is applied.`,
  discountWithCode: (code: string) => `Discount (${code})`,
  removeCoupon: 'Remove',
  removeCouponNamed: (code: string) => `Remove coupon ${code}`,

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

  // Account
  selectOrder: 'Select an order to view details.',
  noOrders: 'No order has been made yet.',
  browseProducts: 'Browse products',
  noDownloads: 'No downloads available yet.',
  noNotifications: 'No active notifications found.',
  loadingNotifications: 'Loading notifications...',
  notificationsActive: 'Active',
  notificationsActivity: 'Your Activity',
  cancelNotification: 'Cancel',
  cancelNotificationFor: (product: string) => `Cancel the notification for ${product}`,
  notificationCancelled: 'Notification cancelled.',
  notificationStatus: {
    UNCONFIRMED: 'Awaiting confirmation',
    ACTIVE: 'Active',
    SENT: 'Sent',
    CANCELLED: 'Cancelled',
  },

  // Back-in-stock requests on the product page
  notifyMeTitle: 'Notify me when available',
  notifyMeButton: 'Notify me',
  notifyMeBusy: 'Sending...',
  notifyMeSuccess: 'We will e-mail you when it is back in stock.',
  notifyMeConfirmEmail:
    'Please confirm your e-mail address: we have sent you a link. Once confirmed, we will e-mail you when it is back in stock.',
  notifyMeFailed: 'Your request could not be sent. Please try again.',
  notificationConfirmTitle: 'Confirm your back-in-stock notification',
  notificationConfirmButton: 'Confirm',
  notificationConfirmed: 'Your address is confirmed. We will e-mail you when it is back in stock.',
  notificationUnsubscribeTitle: 'Cancel your back-in-stock notification',
  notificationUnsubscribeButton: 'Cancel notification',
  notificationUnsubscribed: 'Your back-in-stock notification is cancelled.',
  notificationLinkInvalid: 'This link is not valid any more.',
  noAddress: 'You have not set up this type of address yet.',
  // WooCommerce's own texts for the success banner.
  addressSaved: 'Address changed successfully.',
  accountDetailsSaved: 'Account details changed successfully.',
  loginSuccessful: 'Login Successful!',
  invalidCredentials: 'Invalid credentials, please try again.',
  // 'Admin will send you credentials shortly.' would be untrue here: registering logs the
  // shopper in at once and the server e-mails a link to set a password (no admin step).
  registrationSuccessful:
    'Registration successful! You are now logged in. We have e-mailed you a link to set your password.',
  registrationFailed: 'Failed to register, please try again.',
  forgotPassword: 'Forgot password?',
  backToLogin: 'Back to Login',
  resetLinkFailed: 'Failed to send reset link. Please try again.',
  emailNotRegistered: 'This email is not registered. Please try again.',
  passwordResetFailed: 'Password reset failed',
  errorResettingPassword: 'Error resetting password',
  passwordResetSuccess: 'Password reset successfully!',
  tokenExpiredLog: 'Token has expired',

  // Orders
  thankYouTitle: 'Thank You for Your Order!',
  orderPlaced: 'Your order has been placed successfully.',
  orderReceived: 'Thank you. Your order has been received.',
  noOrderFound: 'No order found',
  errorLoadingOrder: (message: string) => `Error loading order: ${message}`,

  // Checkout
  placeOrder: 'Place Order',
  /** Announced to screen readers when Place Order finds errors; focus goes to the first. */
  checkoutErrorSummary: (count: number) =>
    count === 1
      ? '1 field needs correcting before the order can be placed.'
      : `${count} fields need correcting before the order can be placed.`,
  orderCreationFailed: 'Order creation failed',
  paymentFailed: (error: string) => `Payment failed: ${error}`,
  paymentUrlMissing: 'Payment URL not returned',
  paymentRedirecting: 'Your order has been placed. Taking you to the payment page…',
  orderAwaitingPayment: (orderNumber: number) => `Your order #${orderNumber} is awaiting payment.`,
  goToPayment: 'Go to payment',
  paymentCancelled: 'Payment cancelled. Your cart has been restored.',
  signupFailed: 'Signup failed:',
  errorLoadingShipping: 'Error loading shipping methods',
  noShippingMethods: 'No shipping methods available',
  errorFetchingPaymentMethods: 'Error fetching payment methods',
  bitcoinDiscountLabel: '10% off',
  discountCouponLabel: 'Discount (Coupon)',

  // Validation
  fieldRequired: 'This field is required',
  invalidPhone: 'Required & must be a valid phone number (9 digits)',
  invalidPostcode: 'Invalid postcode format for selected country',
  paymentMethodRequired: 'Please select a payment method',
  termsRequired: 'You must agree to the terms and conditions before placing the order.',
  passwordConfirmMismatch: 'New password and confirmation password do not match.',
  addressRequired: 'Please fill in the required fields.',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  invalidResetLink: 'Invalid reset link',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  tooLong: (max: number) => `Must be at most ${max} characters`,

  // Age gate and newsletter
  underage: 'You Must Be Over 21 to Visit Our Website.',
  subscribed: 'Thank you for subscribing!',
  subscribing: 'Subscribing...',
  subscriptionFailed: 'Subscription failed. Please try again.',
  subscriptionFailedShort: 'Subscription failed',

  // Transport and sessions
  responseNotSuccessful: (status: number) =>
    `Response not successful: Received status code ${status}`,
  serverResponseMissing: 'Server response was missing for query',
  expiredToken: 'Expired token',
  issMismatch: 'The iss do not match with this server',
} as const;

/** The messages that mean the commerce session is no longer usable. */
export const SESSION_REJECTED_MESSAGES: readonly string[] = [
  MESSAGES.expiredToken,
  MESSAGES.issMismatch,
];

/**
 * The commerce server's own error texts, in WooCommerce's and
 * WPGraphQL's wording where upstream has one. The server imports them, and so can a client or a
 * test that branches on one; none repeats a text of {@link MESSAGES}.
 */
export const SERVER_MESSAGES = {
  // Coupons
  couponDoesNotExist: (code: string) => `Coupon "${code}" does not exist!`,
  couponExpired: 'This coupon has expired.',
  couponUsageLimitReached: 'Coupon usage limit has been reached.',
  couponAlreadyApplied: 'Coupon code already applied!',
  couponIndividualUseApplied: (code: string) =>
    `Sorry, coupon "${code}" has already been applied and cannot be used in conjunction with other coupons.`,
  couponIndividualUseOnly: (code: string) =>
    `Sorry, coupon "${code}" cannot be used in conjunction with other coupons. Remove the applied coupon first.`,

  // Cart and checkout
  productNotFound: (idKind: string, id: string | number) =>
    `No product was found corresponding to the ${idKind}: ${id}`,
  variationNotFound: (variationId: number, productId: number) =>
    `No variation ${variationId} exists for the product ${productId}.`,
  cartItemNotFound: (key: string) => `No cart item found with the key: ${key}`,
  noCartItemKeys: 'No cart item keys were given.',
  noShippingMethod: 'No shipping method was given.',
  invalidShippingMethod: (id: string) => `Invalid shipping method: ${id}`,
  invalidPaymentMethod: (id: string) => `Invalid payment method: ${id}`,
  notEnoughStock: (name: string, available: number) =>
    `Sorry, we do not have enough "${name}" in stock to fulfill your order (${available} available). We apologize for any inconvenience caused.`,

  // Orders and payment
  orderNotFound: 'No order was found with this ID for the current customer or session.',
  orderIdRequired: 'An order ID is required.',
  orderNeedsNoPayment: 'This order does not need payment.',
  paymentNotFound: 'Payment not found',
  paymentLinkInvalid: 'This payment link is not valid.',
  paymentMethodMismatch:
    'This order was placed for another payment method and can only be paid with the method chosen at checkout.',

  // Accounts
  emailAlreadyRegistered:
    'An account is already registered with your email address. Please log in.',
  usernameAlreadyRegistered: 'This username is already registered. Please choose another one.',
  invalidUsername: 'Please enter a valid account username: letters, digits, spaces and . _ - only.',
  nameCharactersNotAllowed: (field: string) =>
    `${field} may not contain control characters, text-direction marks, < or >.`,
  invalidAuthToken: 'The authorization token is invalid.',
  customerViewForbidden: 'You are not allowed to view this customer.',
  customerUpdateForbidden: 'You are not allowed to update this customer.',
  loginRequiredForAccountUpdate: 'You must be logged in to update account details.',
  resetLinkSentIfRegistered:
    'If an account exists for this email address, a password reset link has been sent to it.',
  resetLinkInvalidOrExpired: 'This password reset link is invalid or has expired.',
  tooManySessions: 'Too many new carts from your network. Please try again in a minute.',
  tooManyRegistrations:
    'Too many accounts were registered from your network. Please try again later.',
  tooManyPasswordResets: 'Too many password resets from your network. Please try again later.',
  tooManyStockNotifications:
    'Too many back-in-stock requests from your network. Please try again later.',
  stockNotificationInStock: 'This product is in stock: you can add it to your cart.',
  stockNotificationVariationRequired: 'Please choose an option of this product first.',
  stockNotificationNotFound: 'No notification was found with this ID for the current customer.',
  stockNotificationLoginRequired: 'You must be logged in to cancel a notification by its ID.',
  stockNotificationConfirmSubject: (product: string) =>
    `Confirm your back-in-stock notification for ${product}`,
  stockNotificationConfirmBody: (product: string, link: string) =>
    `Someone asked us to e-mail this address when ${product} is back in stock. If it was you, confirm here: ${link}`,
  backInStockSubject: (product: string) => `${product} is back in stock`,
  backInStockBody: (product: string, productLink: string, unsubscribeLink: string) =>
    `Good news: ${product} is back in stock. Order it here: ${productLink}\n\nYou asked for this one e-mail; this link cancels any further ones for this product: ${unsubscribeLink}`,
  emailChangedSubject: 'Your account email address was changed',
  emailChangedBody: (username: string, newEmail: string) =>
    `The email address of your account ${username} was changed to ${newEmail}. If you did not make this change, reset your password and contact us at once.`,
  tooManyLoginAttempts: (minutes: number) =>
    `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,

  // Malformed requests
  invalidId: (id: string, kind: string) => `"${id}" is not a valid ${kind} ID.`,
  invalidDatabaseId: (id: string, kind: string) => `"${id}" is not a valid ${kind} database ID.`,
  invalidCursor: 'The "after" cursor is not valid.',
  firstNotPositive: 'first must be a positive integer.',
  fieldTooLong: (field: string, max: number) => `${field} is too long (at most ${max} characters).`,
  tooManyAliases: (max: number) => `Too many aliases: at most ${max} are allowed.`,
  queryTooDeep: (max: number) =>
    `The query is nested too deeply: at most ${max} levels of selections are allowed.`,
  tooManyTokens: (max: number) =>
    `The query is too large or too deeply nested: at most ${max} tokens are allowed.`,
  tooManyDirectives: (max: number) => `Too many directives: at most ${max} are allowed.`,
  queryTooCostly: (max: number) =>
    `The query asks for too much at once (its cost is over ${max}): ask for fewer items or fields.`,
  invalidVariableValue: (name: string) => `Variable "$${name}" got an invalid value.`,
  paramsNotJson: 'The variables and extensions parameters must be JSON.',
  nulCharacter: 'Text may not contain the NUL character (U+0000).',
  jsonPostRequired:
    'A GraphQL POST must be sent as JSON (Content-Type: application/json); form posts are refused.',
  bodyTooLarge: (bytes: number) => `Request body is larger than ${bytes} bytes.`,
  contentLengthRequired: 'A Content-Length header is required.',
  requestNotProcessed: 'The request could not be processed.',
  notFound: 'Not found',
  imageNotFound: 'Image not found',
  methodNotAllowed: 'Method not allowed',

  // The newsletter provider's simulator, in the provider's (Brevo's) wording
  newsletterKeyNotFound: 'Key not found',
  newsletterBodyNotObject: 'Input must be a valid JSON object',
  newsletterInvalidEmail: 'Invalid email address',
  newsletterContactExists: 'Contact already exist',
  newsletterTooManySignups: 'Too many sign-ups from your address. Please try again later.',
  foreignOriginRefused: 'Requests from other sites are refused.',
  jsonBodyRequired: 'The body must be JSON (Content-Type: application/json).',
  newsletterKeyNotConfigured:
    'The newsletter is not available: the server has no NEWSLETTER_API_KEY configured.',
} as const;
