/** The texts of the account pages, sign-in and registration, password reset and back-in-stock requests. */
export const ACCOUNT_MESSAGES = {
  // Account details: what takes an account over asks for its password
  currentPasswordRequired:
    'Please enter your current password to change your password or email address.',
  currentPasswordWrong: 'Your current password is incorrect.',
  recentLoginRequired:
    'For your security, please log in again to change your password or email address.',

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
  // Where registering logs the shopper in at once (the shop's server answers the login plugin's
  // tokens) and e-mails a link to set a password.
  registrationSuccessful:
    'Registration successful! You are now logged in. We have e-mailed you a link to set your password.',
  // The spec's words, where the account is made without a login: a stock backend's login plugin
  // refuses the new account's tokens, and a checkout's account logs no one in; the credentials
  // (WooCommerce's set-password link) come by e-mail.
  /** The backend creates no account without a password (WooCommerce's "generate password" off). */
  accountPasswordRequired: 'Please choose a password for your account.',
  registrationCredentialsToFollow:
    'Registration successful! Admin will send you credentials shortly.',
  registrationFailed: 'Failed to register, please try again.',
  forgotPassword: 'Forgot password?',
  backToLogin: 'Back to Login',
  resetLinkFailed: 'Failed to send reset link. Please try again.',
  emailNotRegistered: 'This email is not registered. Please try again.',
  passwordResetFailed: 'Password reset failed',
  errorResettingPassword: 'Error resetting password',
  passwordResetSuccess: 'Password reset successfully!',
  tokenExpiredLog: 'Token has expired',
} as const;
