import { MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { RegisterCustomerDocument } from '../generated/graphql';
import { commerceServerPerFile } from '../testing/commerceServer';
import { wordPressResetLinkFor } from '../testing/outbox';
import { testStore } from '../testing/renderWithCommerce';
import { dataOf } from '../testing/results';

const server = commerceServerPerFile();

describe("the shop store with WPGraphQL's reset e-mail (a stock WooCommerce backend)", () => {
  it('given a customer, the key and login of the e-mailed link set a password that logs in, once', async () => {
    const email = 'wordpress.reset@example.com';
    const { client } = server.shopper();
    dataOf(await client.mutation(RegisterCustomerDocument, { email }).toPromise());
    const { store } = testStore(server.endpoint);

    expect(await store.requestPasswordReset(email, 'wordpress')).toEqual({ ok: true, value: null });
    const link = await wordPressResetLinkFor(server.origin, email);
    const reset = await store.resetPassword({ ...link, newPassword: 'correct horse battery' });
    expect(reset).toEqual({ ok: true, value: MESSAGES.passwordResetSuccess });
    expect((await store.login(email, 'correct horse battery')).ok).toBe(true);

    const reused = await store.resetPassword({ ...link, newPassword: 'another password 1' });
    expect(reused).toMatchObject({ ok: false, error: { toast: MESSAGES.errorResettingPassword } });
  });

  it('given an unknown address, the request answers as for a known one', async () => {
    const { store } = testStore(server.endpoint);
    expect(await store.requestPasswordReset('nobody@example.com', 'wordpress')).toEqual({
      ok: true,
      value: null,
    });
  });
});
