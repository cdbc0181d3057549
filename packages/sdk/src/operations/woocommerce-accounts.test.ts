import { describe, expect, it } from 'vitest';
import {
  LoginDocument,
  LoginWithPasswordDocument,
  RefreshJwtAuthTokenDocument,
  RefreshTokenDocument,
  RegisterCustomerAccountDocument,
  ResetUserPasswordDocument,
  SendPasswordResetEmailDocument,
} from '../generated/graphql';
import { commerceServerPerFile } from '../testing/commerceServer';
import { wordPressResetLinkFor } from '../testing/outbox';
import { dataOf, errorsOf } from '../testing/results';

const server = commerceServerPerFile();
const PASSWORD = 'correct horse battery';

/** Registers an address without a token and sets its password through WordPress's e-mailed link. */
async function customerWithPassword(email: string) {
  const { client } = server.shopper();
  const registered = dataOf(
    await client.mutation(RegisterCustomerAccountDocument, { email }).toPromise(),
  );
  expect(registered.registerCustomer?.customer?.email).toBe(email);
  dataOf(await client.mutation(SendPasswordResetEmailDocument, { username: email }).toPromise());
  const link = await wordPressResetLinkFor(server.origin, email);
  const reset = dataOf(
    await client.mutation(ResetUserPasswordDocument, { ...link, password: PASSWORD }).toPromise(),
  );
  expect(reset.resetUserPassword?.user?.id).toBeTruthy();
  return client;
}

describe('the WooCommerce account operations against the commerce server', () => {
  it('RegisterCustomerAccount, SendPasswordResetEmail and ResetUserPassword give an account a password', async () => {
    const client = await customerWithPassword('wp.account@example.com');
    const login = dataOf(
      await client
        .mutation(LoginDocument, { username: 'wp.account@example.com', password: PASSWORD })
        .toPromise(),
    );
    expect(login.login?.authToken?.split('.')).toHaveLength(3);
  });

  it('ResetUserPassword refuses a used link', async () => {
    const { client } = server.shopper();
    const email = 'wp.used@example.com';
    await customerWithPassword(email);
    const link = await wordPressResetLinkFor(server.origin, email);
    const again = await client
      .mutation(ResetUserPasswordDocument, { ...link, password: 'another password 2' })
      .toPromise();
    expect(errorsOf(again).length).toBeGreaterThan(0);
  });

  it('LoginWithPassword and RefreshToken log in and renew as Headless Login does', async () => {
    const client = await customerWithPassword('headless@example.com');
    const login = dataOf(
      await client
        .mutation(LoginWithPasswordDocument, {
          username: 'headless@example.com',
          password: PASSWORD,
        })
        .toPromise(),
    );
    const refreshToken = login.login?.refreshToken ?? '';
    expect(refreshToken).not.toBe('');
    const renewed = dataOf(
      await client.mutation(RefreshTokenDocument, { refreshToken }).toPromise(),
    );
    expect(renewed.refreshToken).toMatchObject({ success: true });
    expect(renewed.refreshToken?.authToken?.split('.')).toHaveLength(3);
    const refused = await client
      .mutation(RefreshTokenDocument, { refreshToken: 'forged' })
      .toPromise();
    expect(refused.data?.refreshToken?.success ?? false).toBe(false);
  });

  it('RefreshJwtAuthToken renews a JWT Authentication login', async () => {
    const client = await customerWithPassword('jwt.refresh@example.com');
    const login = dataOf(
      await client
        .mutation(LoginDocument, { username: 'jwt.refresh@example.com', password: PASSWORD })
        .toPromise(),
    );
    const renewed = dataOf(
      await client
        .mutation(RefreshJwtAuthTokenDocument, { refreshToken: login.login?.refreshToken ?? '' })
        .toPromise(),
    );
    expect(renewed.refreshJwtAuthToken?.authToken?.split('.')).toHaveLength(3);
  });
});
