import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { CombinedError } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { commerceServerPerFile } from '../testing/commerceServer';
import {
  requestPasswordReset,
  resetLinkOutcome,
  resetPassword,
  resetPasswordOutcome,
} from './passwordReset';

const server = commerceServerPerFile();

const graphQLError = (message: string) => new CombinedError({ graphQLErrors: [{ message }] });
const networkError = (message: string) => new CombinedError({ networkError: new Error(message) });

describe('resetLinkOutcome', () => {
  it('given success / the panel shows with the server message', () => {
    const outcome = resetLinkOutcome({
      data: { sendReactResetPasswordEmail: { success: true, message: 'Sent if registered.' } },
    });
    expect(outcome).toEqual({ ok: true, value: 'Sent if registered.' });
  });

  it('given success false with a message / that message shows', () => {
    const outcome = resetLinkOutcome({
      data: { sendReactResetPasswordEmail: { success: false, message: 'Too many requests.' } },
    });
    expect(outcome).toEqual({ ok: false, error: 'Too many requests.' });
  });

  it('given success false without a message / Failed to send reset link shows', () => {
    const outcome = resetLinkOutcome({
      data: { sendReactResetPasswordEmail: { success: false, message: null } },
    });
    expect(outcome).toEqual({ ok: false, error: MESSAGES.resetLinkFailed });
  });

  it('given a failed request / its message shows', () => {
    expect(resetLinkOutcome({ error: graphQLError('Nope.') })).toEqual({
      ok: false,
      error: 'Nope.',
    });
  });

  it('given a failed request without a message / This email is not registered shows', () => {
    expect(resetLinkOutcome({ error: new CombinedError({}) })).toEqual({
      ok: false,
      error: MESSAGES.emailNotRegistered,
    });
  });
});

describe('resetPasswordOutcome', () => {
  it('given success / the toast says Password reset successfully!', () => {
    const outcome = resetPasswordOutcome({
      data: { resetPasswordWithToken: { success: true, message: null } },
    });
    expect(outcome).toEqual({ ok: true, value: MESSAGES.passwordResetSuccess });
  });

  it('given a refusal / the toast says Password reset failed and the form the server message', () => {
    const outcome = resetPasswordOutcome({
      data: { resetPasswordWithToken: { success: false, message: 'Link expired.' } },
    });
    expect(outcome).toEqual({
      ok: false,
      error: { toast: MESSAGES.passwordResetFailed, message: 'Link expired.' },
    });
  });

  it('given a refusal without a message / both say Password reset failed', () => {
    const outcome = resetPasswordOutcome({ data: { resetPasswordWithToken: null } });
    expect(outcome).toEqual({
      ok: false,
      error: { toast: MESSAGES.passwordResetFailed, message: MESSAGES.passwordResetFailed },
    });
  });

  it('given a failed request / the toast says Error resetting password and the form a sentence, not the transport', () => {
    const outcome = resetPasswordOutcome({ error: networkError('Failed to fetch') });
    expect(outcome).toEqual({
      ok: false,
      error: { toast: MESSAGES.errorResettingPassword, message: MESSAGES.requestFailed },
    });
  });
});

describe('the password reset, against the commerce server', () => {
  it('given any address, requestPasswordReset answers the same sent message', async () => {
    const { client } = server.shopper();
    expect(await requestPasswordReset(client, 'nobody@example.com')).toEqual({
      ok: true,
      value: SERVER_MESSAGES.resetLinkSentIfRegistered,
    });
  });

  it('given a made-up link, resetPassword is refused with the toast and the server message', async () => {
    const { client } = server.shopper();
    const outcome = await resetPassword(client, {
      email: 'nobody@example.com',
      token: 'not-a-token',
      newPassword: 'lab-bench-42',
    });
    expect(outcome).toEqual({
      ok: false,
      error: {
        toast: MESSAGES.passwordResetFailed,
        message: SERVER_MESSAGES.resetLinkInvalidOrExpired,
      },
    });
  });

  it('given a link without an e-mail, resetPassword fails with the server reason', async () => {
    const { client } = server.shopper();
    const outcome = await resetPassword(client, { email: ' ', token: 't', newPassword: 'x' });
    expect(outcome).toEqual({
      ok: false,
      error: { toast: MESSAGES.errorResettingPassword, message: MESSAGES.invalidResetLink },
    });
  });
});
