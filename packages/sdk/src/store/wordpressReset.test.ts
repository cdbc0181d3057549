import { MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { LoginDocument, RegisterCustomerDocument } from '../generated/graphql';
import { commerceServerPerFile } from '../testing/commerceServer';
import { wordPressResetLinkFor } from '../testing/outbox';
import { dataOf } from '../testing/results';
import { requestPasswordReset, resetPassword } from './passwordReset';

const server = commerceServerPerFile();

describe("the password reset with WPGraphQL's reset e-mail (a stock WooCommerce backend)", () => {
  it('given a customer, the key and login of the e-mailed link set a password that logs in, once', async () => {
    const email = 'wordpress.reset@example.com';
    const { client } = server.shopper();
    dataOf(await client.mutation(RegisterCustomerDocument, { email }).toPromise());

    expect(await requestPasswordReset(client, email, 'wordpress')).toEqual({
      ok: true,
      value: null,
    });
    const link = await wordPressResetLinkFor(server.origin, email);
    const reset = await resetPassword(client, { ...link, newPassword: 'correct horse battery' });
    expect(reset).toEqual({ ok: true, value: MESSAGES.passwordResetSuccess });
    const login = await client
      .mutation(LoginDocument, { username: email, password: 'correct horse battery' })
      .toPromise();
    expect(dataOf(login).login?.authToken).toBeTruthy();

    const reused = await resetPassword(client, { ...link, newPassword: 'another password 1' });
    expect(reused).toMatchObject({ ok: false, error: { toast: MESSAGES.errorResettingPassword } });
  });

  it('given an unknown address, the request answers as for a known one', async () => {
    const { client } = server.shopper();
    expect(await requestPasswordReset(client, 'nobody@example.com', 'wordpress')).toEqual({
      ok: true,
      value: null,
    });
  });
});
