import { MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import {
  AddToCartDocument,
  ChangeAccountCredentialsDocument,
  CheckoutDocument,
  GetCustomerDocument,
  GetOrdersDocument,
  LoginDocument,
  RegisterCustomerDocument,
  ResetPasswordWithTokenDocument,
  SendReactResetPasswordEmailDocument,
  UpdateCustomerAddressDocument,
  UpdateCustomerDocument,
  ViewerDocument,
} from '../generated/graphql';
import { STORAGE_KEYS } from '../storage/keys';
import { BILLING } from '../testing/addresses';
import { simpleProduct } from '../testing/catalogue';
import { commerceServerPerFile } from '../testing/commerceServer';
import { resetLinkFor } from '../testing/outbox';
import { dataOf, errorsOf } from '../testing/results';

const server = commerceServerPerFile();
const PASSWORD = 'correct horse battery';
let accounts = 0;

/** Registers a fresh address, sets its password through the e-mailed link, and logs in. */
async function loggedInCustomer() {
  accounts += 1;
  const email = `customer${accounts}@example.com`;
  const shopper = server.shopper();
  dataOf(await shopper.client.mutation(RegisterCustomerDocument, { email }).toPromise());
  const link = await resetLinkFor(server.origin, email);
  dataOf(
    await shopper.client
      .mutation(ResetPasswordWithTokenDocument, { ...link, newPassword: PASSWORD })
      .toPromise(),
  );
  const login = dataOf(
    await shopper.client
      .mutation(LoginDocument, { username: email, password: PASSWORD })
      .toPromise(),
  );
  shopper.storage.setItem(STORAGE_KEYS.authToken, login.login?.authToken ?? '');
  return { ...shopper, email };
}

describe('account operations against the commerce server', () => {
  it('RegisterCustomer with an e-mail only creates the customer', async () => {
    const { client } = server.shopper();
    const data = dataOf(
      await client.mutation(RegisterCustomerDocument, { email: 'new@example.com' }).toPromise(),
    );
    expect(data.registerCustomer?.customer?.email).toBe('new@example.com');
  });

  it('RegisterCustomer twice with the same e-mail fails', async () => {
    const { client } = server.shopper();
    await client.mutation(RegisterCustomerDocument, { email: 'twice@example.com' }).toPromise();
    const again = await client
      .mutation(RegisterCustomerDocument, { email: 'twice@example.com' })
      .toPromise();
    expect(errorsOf(again).length).toBeGreaterThan(0);
  });

  it('ResetPasswordWithToken sets the password from the e-mailed link, once', async () => {
    const { client } = server.shopper();
    const email = 'reset@example.com';
    await client.mutation(RegisterCustomerDocument, { email }).toPromise();
    const link = await resetLinkFor(server.origin, email);
    const first = dataOf(
      await client
        .mutation(ResetPasswordWithTokenDocument, { ...link, newPassword: PASSWORD })
        .toPromise(),
    );
    expect(first.resetPasswordWithToken?.success).toBe(true);
    const reused = await client
      .mutation(ResetPasswordWithTokenDocument, { ...link, newPassword: 'another password' })
      .toPromise();
    expect(reused.data?.resetPasswordWithToken?.success ?? false).toBe(false);
  });

  it('Login gives a token and the user; a wrong password gives no token', async () => {
    const { client, email } = await loggedInCustomer();
    const data = dataOf(
      await client.mutation(LoginDocument, { username: email, password: PASSWORD }).toPromise(),
    );
    expect(data.login?.authToken?.split('.')).toHaveLength(3);
    expect(data.login?.user?.email).toBe(email);
    const wrong = await client
      .mutation(LoginDocument, { username: email, password: 'not the password' })
      .toPromise();
    expect(wrong.data?.login?.authToken ?? null).toBeNull();
  });

  it('Viewer and GetCustomer identify the logged-in customer; a guest has no viewer', async () => {
    const { client, email } = await loggedInCustomer();
    const viewer = dataOf(await client.query(ViewerDocument, {}).toPromise()).viewer;
    expect(viewer?.email).toBe(email);
    expect(viewer?.userId).toBeGreaterThan(0);
    const customer = dataOf(await client.query(GetCustomerDocument, {}).toPromise()).customer;
    expect(customer?.email).toBe(email);
    const guest = server.shopper().client;
    expect(dataOf(await guest.query(ViewerDocument, {}).toPromise()).viewer).toBeNull();
  });

  it('UpdateCustomer saves names and display name', async () => {
    const { client, email } = await loggedInCustomer();
    const data = dataOf(
      await client
        .mutation(UpdateCustomerDocument, {
          input: { firstName: 'Grace', lastName: 'Hopper', displayName: 'grace', email },
        })
        .toPromise(),
    );
    expect(data.updateCustomer?.customer).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      displayName: 'grace',
    });
  });

  it('ChangeAccountCredentials changes the e-mail address with the current password, and refuses a wrong one', async () => {
    const { client } = await loggedInCustomer();
    const input = { currentPassword: 'not the password', email: 'moved@example.com' };
    expect(
      errorsOf(await client.mutation(ChangeAccountCredentialsDocument, { input }).toPromise()),
    ).toEqual([MESSAGES.currentPasswordWrong]);
    const changed = dataOf(
      await client
        .mutation(ChangeAccountCredentialsDocument, {
          input: { ...input, currentPassword: PASSWORD },
        })
        .toPromise(),
    );
    expect(changed.changeAccountCredentials?.customer?.email).toBe('moved@example.com');
    expect(changed.changeAccountCredentials?.authToken).toBeNull();
  });

  it('UpdateCustomerAddress saves the billing address and GetCustomer reads it back', async () => {
    const { client } = await loggedInCustomer();
    dataOf(await client.mutation(UpdateCustomerAddressDocument, { billing: BILLING }).toPromise());
    const customer = dataOf(
      await client.query(GetCustomerDocument, {}, { requestPolicy: 'network-only' }).toPromise(),
    ).customer;
    expect(customer?.billing).toMatchObject({ city: 'London', postcode: 'SW1Y 4JH' });
  });

  it('SendReactResetPasswordEmail answers the same for a known and an unknown address', async () => {
    const { client, email } = await loggedInCustomer();
    const known = dataOf(
      await client.mutation(SendReactResetPasswordEmailDocument, { email }).toPromise(),
    );
    const unknown = dataOf(
      await client
        .mutation(SendReactResetPasswordEmailDocument, { email: 'nobody@example.com' })
        .toPromise(),
    );
    expect(known.sendReactResetPasswordEmail?.success).toBe(true);
    expect(unknown.sendReactResetPasswordEmail).toEqual(known.sendReactResetPasswordEmail);
  });

  it("GetOrders lists the customer's own orders only", async () => {
    const buyer = await loggedInCustomer();
    const product = await simpleProduct(buyer.client);
    await buyer.client.mutation(AddToCartDocument, { productId: product.databaseId }).toPromise();
    const placed = dataOf(
      await buyer.client
        .mutation(CheckoutDocument, {
          input: { billing: { ...BILLING, email: buyer.email }, paymentMethod: 'btcpaygf_default' },
        })
        .toPromise(),
    ).checkout?.order;
    const mine = dataOf(await buyer.client.query(GetOrdersDocument, {}).toPromise());
    expect(mine.orders?.nodes?.map((order) => order?.databaseId)).toContain(placed?.databaseId);
    const other = await loggedInCustomer();
    const theirs = dataOf(await other.client.query(GetOrdersDocument, {}).toPromise());
    expect(theirs.orders?.nodes ?? []).toEqual([]);
  });
});
