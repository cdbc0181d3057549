/** The texts of the cart, mini cart, coupons, checkout and placed orders. */
export const CART_MESSAGES = {
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
  /** WooCommerce's words where no rate applies yet: the zone needs the shopper's address. */
  shippingAddressNeeded: 'Enter your address to view shipping options.',
  /** The cart page's choice of the rates the backend offers, and the button that posts it. */
  chooseShippingLegend: 'Shipping method',
  updateShipping: 'Update shipping',
  /** Beside the totals while a change waits for the backend's figures (none are guessed). */
  totalsUpdating: 'Updating totals…',
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

  // Orders
  thankYouTitle: 'Thank You for Your Order!',
  orderPlaced: 'Your order has been placed successfully.',
  orderReceived: 'Thank you. Your order has been received.',
  noOrderFound: 'No order found',
  // An order page that has no order of the shopper's to show (unknown, someone else's).
  orderNotFoundForGuest:
    'We could not find this order. If you placed it with an account, log in to see it; otherwise our support team can help.',
  orderNotFoundForCustomer:
    'We could not find this order among yours. Your orders are under My Orders; our support team can help with any other.',
  logInToSeeOrder: 'Log in to see your orders',
  contactSupport: 'Contact support',
  backToOrders: 'Back to orders',
  // /thank-you opened without an order placed in this session.
  noOrderPlacedTitle: 'No order to confirm',
  noOrderPlaced: 'This page confirms an order once you have placed one. No order was placed here.',
  viewYourOrder: 'View your order',
  continueShopping: 'Continue shopping',
  // The order pages' fact of how the order ships.
  shippingMethodLabel: 'Shipping method',
  errorLoadingOrder: (message: string) => `Error loading order: ${message}`,
  // An order's status and what happens next, in the shopper's words (the order pages).
  orderStatusPending: 'Awaiting payment',
  orderStatusOnHold: 'On hold: awaiting your payment',
  orderStatusProcessing: 'Processing: being prepared for shipping',
  orderStatusCompleted: 'Completed: shipped',
  orderStatusCancelled: 'Cancelled',
  orderStatusFailed: 'Payment failed',
  orderStatusRefunded: 'Refunded',
  nextStepsBankTransfer: 'We will ship your order once your payment has arrived.',
  nextStepsCheque: 'We will ship your order once your cheque has cleared.',
  nextStepsCashOnDelivery: 'Please pay in cash when your order is delivered.',
  nextStepsAwaitingPayment: 'We will ship your order once it is paid.',
  nextStepsProcessing: 'We are preparing your order and will e-mail you when it ships.',

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
  /** The checkout's button that posts a shipping or insurance choice without scripts. */
  updateTotals: 'Update totals',
  updateTotalsNote:
    'Scripts are off in your browser: after changing the shipping or the insurance, press Update totals to see the total you will pay.',
  paymentCancelled: 'Payment cancelled. Your cart has been restored.',
  signupFailed: 'Signup failed:',
  errorLoadingShipping: 'Error loading shipping methods',
  noShippingMethods: 'No shipping methods available',
  errorFetchingPaymentMethods: 'Error fetching payment methods',
  bitcoinDiscountLabel: '10% off',
  discountCouponLabel: 'Discount (Coupon)',
} as const;
