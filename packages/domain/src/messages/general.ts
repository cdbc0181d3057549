/** Toasts, form validation, the age gate and newsletter, and the transport's own texts. */
export const GENERAL_MESSAGES = {
  // Toasts and generic errors
  success: 'Success!',
  somethingWentWrong: 'Something went wrong.',
  /** Where the backend or the connection failed, in place of the transport's or GraphQL's text. */
  requestFailed: 'Something went wrong. Please try again in a moment.',
  backToHome: 'Back to Home',
  /**
   * The storefront could not keep the shopper's session (its folder cannot be written, or its
   * Redis does not answer): the page answers 503, and nothing the shopper had is lost.
   */
  sessionUnavailable: 'We could not save your session just now. Please try again in a moment.',

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
  /** A name with `<`, `>` or an invisible control character, which the backend refuses. */
  nameCharacters: 'Please use letters, spaces and punctuation only, without < or >.',

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
