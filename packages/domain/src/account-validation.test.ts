import { describe, expect, it } from 'vitest';
import {
  toAccountUpdate,
  validateAccountDetails,
  validateLogin,
  validateLostPassword,
  validateRegister,
  validateResetPassword,
  validateStockNotification,
} from './account-validation';
import { MESSAGES } from './messages';

describe('validateLogin', () => {
  it('given a username and a password, it has no errors', () => {
    expect(validateLogin({ username: 'ada', password: 'secret' })).toEqual({});
  });

  it('given missing values, both are required', () => {
    expect(validateLogin({ username: ' ', password: undefined })).toEqual({
      username: 'This field is required',
      password: 'This field is required',
    });
  });

  it('given an e-mail of 254 characters as username it passes, and 255 is too long', () => {
    const email = `${'u'.repeat(242)}@example.com`;
    expect(validateLogin({ username: email, password: 'secret' })).toEqual({});
    expect(validateLogin({ username: `u${email}`, password: 'secret' })).toEqual({
      username: 'Must be at most 254 characters',
    });
  });

  it('given a password of 50 characters it passes, and 51 is too long', () => {
    expect(validateLogin({ username: 'ada', password: 'p'.repeat(50) })).toEqual({});
    expect(validateLogin({ username: 'ada', password: 'p'.repeat(51) })).toEqual({
      password: 'Must be at most 50 characters',
    });
  });
});

describe('validateRegister', () => {
  it('given a valid e-mail, it has no errors', () => {
    expect(validateRegister({ email: ' ada@example.com ' })).toEqual({});
  });

  it('given a 52-character e-mail, it has no errors', () => {
    expect(validateRegister({ email: `${'a'.repeat(40)}@example.com` })).toEqual({});
  });

  it('given no e-mail, an invalid one or one over 254 characters, it says why', () => {
    expect(validateRegister({})).toEqual({ email: 'This field is required' });
    expect(validateRegister({ email: 'ada@' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateRegister({ email: `${'a'.repeat(243)}@example.com` })).toEqual({
      email: 'Must be at most 254 characters',
    });
  });
});

describe('validateAccountDetails', () => {
  const details = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: 'ada',
    email: 'ada@example.com',
  };

  it('given the names and e-mail and no new password, it has no errors', () => {
    expect(validateAccountDetails(details)).toEqual({});
    expect(validateAccountDetails({ ...details, password: '', confirmPassword: null })).toEqual({});
  });

  it('given a new password or a new e-mail without the current password, it asks for it', () => {
    const typed = { ...details, password: 'new-pass', confirmPassword: 'new-pass' };
    expect(validateAccountDetails(typed)).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
    });
    expect(validateAccountDetails({ ...typed, currentPassword: 'old-pass' })).toEqual({});
    expect(validateAccountDetails({ ...details, email: 'new@example.org' }, details.email)).toEqual(
      { currentPassword: MESSAGES.currentPasswordRequired },
    );
    expect(validateAccountDetails(details, details.email)).toEqual({});
  });

  it('given a new password that differs from its confirmation, it says they do not match', () => {
    expect(
      validateAccountDetails({
        ...details,
        password: 'new-pass',
        confirmPassword: 'new-pas',
        currentPassword: 'old-pass',
      }),
    ).toEqual({
      confirmPassword: 'New password and confirmation password do not match.',
    });
    expect(validateAccountDetails({ ...details, confirmPassword: 'x' })).toEqual({
      confirmPassword: 'New password and confirmation password do not match.',
    });
  });

  it('given missing names or e-mail, each is required', () => {
    expect(validateAccountDetails({ ...details, displayName: '', email: undefined })).toEqual({
      displayName: 'This field is required',
      email: 'This field is required',
    });
  });
});

describe('toAccountUpdate', () => {
  it('given no new password, it sends none', () => {
    expect(
      toAccountUpdate({
        firstName: ' Ada ',
        lastName: 'L',
        displayName: 'ada',
        email: 'a@b.eu',
        password: '',
      }),
    ).toEqual({ firstName: 'Ada', lastName: 'L', displayName: 'ada', email: 'a@b.eu' });
  });

  it('given a new password, it sends it as typed', () => {
    expect(toAccountUpdate({ password: ' pass word ' })).toEqual({
      firstName: '',
      lastName: '',
      displayName: '',
      email: '',
      password: ' pass word ',
    });
  });
});

describe('validateLostPassword', () => {
  it('given an empty address, it asks for one', () => {
    expect(validateLostPassword({ email: ' ' })).toEqual({
      email: 'Please enter your email address',
    });
    expect(validateLostPassword({})).toEqual({ email: 'Please enter your email address' });
  });

  it('given an address without @, it asks for a valid one', () => {
    expect(validateLostPassword({ email: 'ada.example.com' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('given an address with @, it passes', () => {
    expect(validateLostPassword({ email: 'ada@example.com' })).toEqual({});
  });
});

describe('validateStockNotification', () => {
  it('given an empty address, it asks for one', () => {
    expect(validateStockNotification({ email: ' ' })).toEqual({ email: MESSAGES.emailRequired });
  });

  it('given an address with nothing after the @, it asks for a valid one', () => {
    for (const email of ['bad@', '@example.com', 'ada@example', 'ada @example.com']) {
      expect(validateStockNotification({ email })).toEqual({ email: MESSAGES.emailInvalid });
    }
  });

  it('given a whole address with spaces around it, it passes', () => {
    expect(validateStockNotification({ email: ' ada@example.com ' })).toEqual({});
  });
});

describe('validateResetPassword', () => {
  const link = { email: 'ada@example.com', token: 'tok' };

  it('given a valid link and matching passwords of 8 characters, it passes', () => {
    expect(
      validateResetPassword({ ...link, password: '12345678', confirmPassword: '12345678' }),
    ).toEqual({});
  });

  it('given a link without email or token, it is an invalid reset link', () => {
    expect(
      validateResetPassword({ token: 'tok', password: '12345678', confirmPassword: '12345678' }),
    ).toEqual({ form: 'Invalid reset link' });
    expect(
      validateResetPassword({
        ...link,
        token: ' ',
        password: '12345678',
        confirmPassword: '12345678',
      }),
    ).toEqual({ form: 'Invalid reset link' });
  });

  it('given 7 characters, it asks for at least 8', () => {
    expect(
      validateResetPassword({ ...link, password: '1234567', confirmPassword: '1234567' }),
    ).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateResetPassword({ ...link })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('given different passwords, they do not match', () => {
    expect(
      validateResetPassword({ ...link, password: '12345678', confirmPassword: '12345679' }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
