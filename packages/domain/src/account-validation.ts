import {
  email,
  maxLength,
  minLength,
  nullish,
  object,
  pipe,
  refine,
  string,
  superRefine,
  trim,
} from 'zod/mini';
import { LIMITS } from './constants';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './field-limits';
import { type FieldErrors, FORM_ERROR_KEY, fieldErrors } from './form-errors';
import { MESSAGES } from './messages';
import { requiredText } from './text-fields';

/** Login form values. */
export interface LoginInput {
  username?: string | null;
  password?: string | null;
}

/** Account details form values. */
export interface AccountDetailsInput {
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  email?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  /** The account's password as it is: needed to change the password or the e-mail address. */
  currentPassword?: string | null;
}

/** What the account update sends: the passwords only when typed. */
export interface AccountUpdate {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  password?: string;
  currentPassword?: string;
}

/** Reset password form values, with the email and token read from the link. */
export interface ResetPasswordInput {
  email?: string | null;
  token?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
}

// Passwords are compared and sent as typed: spaces may be part of them.
const requiredSecret = (max: number) =>
  string({ error: MESSAGES.fieldRequired }).check(
    minLength(1, { error: MESSAGES.fieldRequired }),
    maxLength(max, { error: MESSAGES.tooLong(max) }),
  );

const emailAddress = (max: number) =>
  pipe(requiredText(max), email({ error: MESSAGES.emailInvalid }));

/** Login: username or e-mail (as long as an e-mail may be) and a password of at most 50. */
export const LoginSchema = object({
  username: requiredText(EMAIL_MAX_LENGTH),
  password: requiredSecret(LIMITS.loginPasswordMaxLength),
});

/** Register: an e-mail address, required, at most 254 characters. */
export const RegisterSchema = object({
  email: emailAddress(EMAIL_MAX_LENGTH),
});

/** Account details: names and e-mail required; a new password must match its confirmation. */
export const AccountDetailsSchema = object({
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  displayName: requiredText(NAME_MAX_LENGTH),
  email: emailAddress(EMAIL_MAX_LENGTH),
  password: nullish(string()),
  confirmPassword: nullish(string()),
  currentPassword: nullish(string()),
}).check(
  superRefine((value, ctx) => {
    if ((value.password ?? '') !== (value.confirmPassword ?? '')) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.passwordConfirmMismatch,
        path: ['confirmPassword'],
      });
    }
  }),
);

/** Lost password: an address with an @. */
export const LostPasswordSchema = object({
  email: string({ error: MESSAGES.emailRequired }).check(
    trim(),
    minLength(1, { error: MESSAGES.emailRequired }),
    refine((address: string) => address.includes('@'), { error: MESSAGES.emailInvalid }),
  ),
});

/**
 * Back-in-stock request: the address the confirmation is mailed to, so it must be a whole
 * address (`bad@` is not), at most 254 characters.
 */
export const StockNotificationSchema = object({
  email: string({ error: MESSAGES.emailRequired }).check(
    trim(),
    minLength(1, { error: MESSAGES.emailRequired }),
    maxLength(EMAIL_MAX_LENGTH, { error: MESSAGES.tooLong(EMAIL_MAX_LENGTH) }),
    email({ error: MESSAGES.emailInvalid }),
  ),
});

/** Reset password: the link's email and token, a password of 8+ characters, confirmed. */
export const ResetPasswordSchema = object({
  email: nullish(string()),
  token: nullish(string()),
  password: string({ error: MESSAGES.passwordTooShort(LIMITS.passwordMinLength) }).check(
    minLength(LIMITS.passwordMinLength, {
      error: MESSAGES.passwordTooShort(LIMITS.passwordMinLength),
    }),
  ),
  confirmPassword: nullish(string()),
}).check(
  superRefine((value, ctx) => {
    if (!value.email?.trim() || !value.token?.trim()) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidResetLink, path: [FORM_ERROR_KEY] });
    }
    if ((value.password ?? '') !== (value.confirmPassword ?? '')) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.passwordsDoNotMatch,
        path: ['confirmPassword'],
      });
    }
  }),
);

/**
 * Validates the login form.
 *
 * @param input - username and password
 * @returns field to message
 */
export function validateLogin(input: LoginInput): FieldErrors {
  return fieldErrors(LoginSchema, input);
}

/**
 * Validates the register form.
 *
 * @param input - the e-mail address
 * @returns field to message
 */
export function validateRegister(input: { email?: string | null }): FieldErrors {
  return fieldErrors(RegisterSchema, input);
}

/**
 * Validates the account details form.
 *
 * @param input - names, e-mail and the optional new password with its confirmation
 * @param currentEmail - the account's e-mail address as it is, to tell a change of it
 * @returns field to message; `confirmPassword` carries 'New password and confirmation password
 *   do not match.', `currentPassword` asks for the current password when a new password or a
 *   new e-mail address is given without it
 */
export function validateAccountDetails(
  input: AccountDetailsInput,
  currentEmail?: string | null,
): FieldErrors {
  const errors = fieldErrors(AccountDetailsSchema, input);
  const newEmail =
    currentEmail != null &&
    (input.email ?? '').trim().toLowerCase() !== currentEmail.trim().toLowerCase();
  if ((input.password || newEmail) && !input.currentPassword)
    return { ...errors, currentPassword: MESSAGES.currentPasswordRequired };
  return errors;
}

/**
 * Builds the account update from valid form values.
 *
 * @param input - the account details form values
 * @returns trimmed names and e-mail, and the password only when one was typed
 */
export function toAccountUpdate(input: AccountDetailsInput): AccountUpdate {
  const update: AccountUpdate = {
    firstName: (input.firstName ?? '').trim(),
    lastName: (input.lastName ?? '').trim(),
    displayName: (input.displayName ?? '').trim(),
    email: (input.email ?? '').trim(),
  };
  if (input.password) update.password = input.password;
  if (input.currentPassword) update.currentPassword = input.currentPassword;
  return update;
}

/**
 * Validates the lost-password form.
 *
 * @param input - the e-mail address
 * @returns `email`: 'Please enter your email address' when empty, 'Please enter a valid email
 *   address' without an @
 */
export function validateLostPassword(input: { email?: string | null }): FieldErrors {
  return fieldErrors(LostPasswordSchema, input);
}

/**
 * Validates the back-in-stock request form (Notify me when available).
 *
 * @param input - the e-mail address
 * @returns `email`: 'Please enter your email address' when empty, 'Please enter a valid email
 *   address' when it is not a whole address
 */
export function validateStockNotification(input: { email?: string | null }): FieldErrors {
  return fieldErrors(StockNotificationSchema, input);
}

/**
 * Validates the reset-password form and its link.
 *
 * @param input - email and token from the link, password and confirmation
 * @returns `form`: 'Invalid reset link' without email or token; `password`: the minimum length
 *   message; `confirmPassword`: 'Passwords do not match'
 */
export function validateResetPassword(input: ResetPasswordInput): FieldErrors {
  return fieldErrors(ResetPasswordSchema, input);
}
