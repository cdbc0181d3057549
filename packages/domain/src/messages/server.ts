/**
 * The commerce server's own error texts, in WooCommerce's and
 * WPGraphQL's wording where upstream has one. The server imports them, and so can a client or a
 * test that branches on one; none repeats a text of `MESSAGES`.
 */
/** "1 minute", "12 minutes": a wait in ms rounded up to whole minutes, at least one. */
function waitInMinutes(waitMs: number): string {
  const count = Math.max(1, Math.ceil(waitMs / 60_000));
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/**
 * WooCommerce's "to" or "to the" before a country code in "we do not ship …"
 * (`WC_Countries::shipping_to_prefix`): "to the" for the countries named with an article.
 */
function shippingToPrefix(country: string): string {
  return ['AE', 'CZ', 'DO', 'GB', 'NL', 'PH', 'US', 'USAF'].includes(country) ? 'to the' : 'to';
}

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

  // Order limits (the commerce server's `OrderLimits`): a cart change or a checkout refused
  /** A cart change or a checkout past the units one order may hold. */
  tooManyUnits: (max: number) =>
    `An order can hold at most ${max} items. Please lower the quantities in your cart.`,
  /** A checkout from a session that has as many unpaid orders as it may. */
  tooManyUnpaidOrders: (max: number) =>
    `You already have ${max === 1 ? 'an order' : `${max} orders`} awaiting payment. Please pay for or cancel ${max === 1 ? 'it' : 'one of them'} before placing another order.`,
  /** A checkout from a client address that has as many unpaid orders as it may. */
  tooManyUnpaidOrdersFromNetwork:
    'Too many orders from your network are awaiting payment. Please pay for one of them, or try again later.',
  /** A checkout that would take the units of the session's unpaid orders past its bound. */
  tooManyUnpaidUnits: (max: number) =>
    `Your orders awaiting payment can hold at most ${max} items together, this one included. Please order fewer items, or pay for your other orders awaiting payment first.`,
  /** A checkout that would take the units of the client address's unpaid orders past its bound. */
  tooManyUnpaidUnitsFromNetwork: (max: number) =>
    `Orders awaiting payment from your network can hold at most ${max} items together, this one included. Please order fewer items, or pay for one of the orders awaiting payment first.`,
  /** A checkout that would give the client address's unpaid orders over their share of a product. */
  tooManyUnpaidOfProduct: (name: string, max: number) =>
    `Orders awaiting payment from your network can hold at most ${max} of "${name}" together, this one included. Please order fewer "${name}", or pay for your other orders awaiting payment first.`,
  /** A checkout past the session's or the client address's checkouts in an hour. */
  tooManyCheckouts: (waitMs: number) =>
    `You have placed too many orders in a short time. Please try again in ${waitInMinutes(waitMs)}.`,
  /** A checkout past the checkouts one billing e-mail address may have in an hour. */
  tooManyCheckoutsForEmail: (waitMs: number) =>
    `Too many orders were placed with this e-mail address in a short time. Please try again in ${waitInMinutes(waitMs)}.`,

  // The storefront's own limits (it protects whatever backend stands behind it): each says when
  // to try again
  /** Registrations from one client address past its allowance. */
  registrationsLimited: (waitMs: number) =>
    `Too many accounts were registered from your network. Please try again in ${waitInMinutes(waitMs)}.`,
  /** Reset e-mails asked for from one client address past its allowance. */
  resetMailsLimited: (waitMs: number) =>
    `Too many password resets were asked for from your network. Please try again in ${waitInMinutes(waitMs)}.`,
  /** Reset e-mails asked for one e-mail address past its allowance (whoever asks). */
  resetMailsForAddressLimited: (waitMs: number) =>
    `Too many password resets were asked for this e-mail address. Please check your inbox, or try again in ${waitInMinutes(waitMs)}.`,
  /** New passwords set with reset links from one client address past its allowance. */
  newPasswordsLimited: (waitMs: number) =>
    `Too many new passwords were set from your network. Please try again in ${waitInMinutes(waitMs)}.`,
  /** Orders awaiting payment from one client address past its allowance. */
  unpaidOrdersLimited: (waitMs: number) =>
    `Too many orders from your network are awaiting payment. Please pay for one of them, or try again in ${waitInMinutes(waitMs)}.`,
  /** New carts from one client address past its allowance. */
  newCartsLimited: (waitMs: number) =>
    `Too many new carts from your network. Please try again in ${waitInMinutes(waitMs)}.`,
  /** Newsletter sign-ups from one client address past its allowance. */
  signupsLimited: (waitMs: number) =>
    `Too many sign-ups from your network. Please try again in ${waitInMinutes(waitMs)}.`,

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
  usernameOrEmailRequired: 'Please enter a username or email address.',
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
  loginProviderNotEnabled: (provider: string) =>
    `The ${provider} login provider is not enabled on this shop: log in with your username and password.`,
  invalidRefreshToken: 'The provided refresh token is invalid',
  refreshTokenExpired: 'The refresh token has expired. Please log in again.',
  refreshTokenEnded: 'The refresh token is no longer valid. Please log in again.',
  tooManyRefreshAttempts: (minutes: number) =>
    `Too many invalid refresh tokens. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,

  // Catalogue and reviews
  unsupportedArgument: (argument: string) =>
    `This shop does not answer the argument ${argument}: leave it out.`,
  unsupportedOrdering: (field: string, supported: string) =>
    `This shop cannot sort products by ${field}: sort by ${supported}.`,
  reviewProductRequired: 'Please say which product the review is of (commentOn).',
  reviewRepliesNotTaken: 'Replies to reviews are not taken: write a review of the product.',
  reviewDuplicate: 'Duplicate review detected; it looks as though you’ve already said that!',
  tooManyReviews: 'Too many reviews from your network. Please try again later.',

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
  queryNestedTooDeeply: (max: number) =>
    `The query nests brackets too deeply: at most ${max} levels of {, [ and ( are allowed.`,
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

  // A stock backend's own words, which the commerce server's upstream profile answers with:
  // WooGraphQL's, WooCommerce's (tags stripped) and WPGraphQL JWT Authentication's
  stockProductNotFound: 'No product found matching the ID provided',
  stockShippingCountryRefused: (country: string) =>
    `Unfortunately we do not ship ${shippingToPrefix(country)} ${country}. Please enter an alternative shipping address.`,
  stockPasswordRequired: 'Please enter an account password.',
  stockTokenForOtherUser: 'Only the user requesting a token can get a token issued for them',

  // The newsletter provider's simulator, in the provider's (Brevo's) wording
  newsletterKeyNotFound: 'Key not found',
  newsletterBodyNotObject: 'Input must be a valid JSON object',
  newsletterInvalidEmail: 'Invalid email address',
  newsletterContactExists: 'Contact already exist',
  foreignOriginRefused: 'Requests from other sites are refused.',
  jsonBodyRequired: 'The body must be JSON (Content-Type: application/json).',
  formBodyRequired:
    'The body must be a form (Content-Type: application/x-www-form-urlencoded or multipart/form-data).',
  formBodyMalformed: 'The form could not be read. Please send it again.',
  lengthRequired: 'A request with a body must say its length (Content-Length).',
  newsletterKeyNotConfigured:
    'The newsletter is not available: the server has no NEWSLETTER_API_KEY configured.',
} as const;
