import { MESSAGES } from '@peptide/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LoginDocument,
  RegisterCustomerDocument,
  ResetPasswordWithTokenDocument,
} from '../generated/graphql';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage } from '../storage/storage';
import { BILLING } from '../testing/addresses';
import { commerceServerPerFile } from '../testing/commerceServer';
import { resetLinkFor } from '../testing/outbox';
import { renderWithCommerce } from '../testing/renderWithCommerce';
import { useCustomer } from './useCustomer';

const server = commerceServerPerFile();
const PASSWORD = 'a long password';

async function loggedInStorage(email: string) {
  const storage = memoryStorage();
  const { client } = renderWithCommerce(() => null, server.endpoint, storage);
  await client.mutation(RegisterCustomerDocument, { email }).toPromise();
  const link = await resetLinkFor(server.origin, email);
  await client
    .mutation(ResetPasswordWithTokenDocument, { ...link, newPassword: PASSWORD })
    .toPromise();
  const login = await client
    .mutation(LoginDocument, { username: email, password: PASSWORD })
    .toPromise();
  storage.setItem(STORAGE_KEYS.authToken, login.data?.login?.authToken ?? '');
  return storage;
}

describe('useCustomer against the commerce server', () => {
  it('loads the logged-in customer', async () => {
    const storage = await loggedInStorage('me@example.com');
    const { result } = renderWithCommerce(() => useCustomer(), server.endpoint, storage);
    await waitFor(() => expect(result.current.customer?.email).toBe('me@example.com'));
  });

  it('given pause, it does not load', async () => {
    const storage = await loggedInStorage('paused@example.com');
    const { result } = renderWithCommerce(
      () => useCustomer({ pause: true }),
      server.endpoint,
      storage,
    );
    expect(result.current.fetching).toBe(false);
    expect(result.current.customer).toBeNull();
  });

  it('updateAccount saves the names and the refetched customer shows them', async () => {
    const storage = await loggedInStorage('names@example.com');
    const { result } = renderWithCommerce(() => useCustomer(), server.endpoint, storage);
    await waitFor(() => expect(result.current.customer).not.toBeNull());
    const outcome = await act(() =>
      result.current.updateAccount({
        firstName: 'Grace',
        lastName: 'Hopper',
        displayName: 'grace',
        email: 'names@example.com',
      }),
    );
    expect(outcome).toEqual({ ok: true, value: MESSAGES.success });
    await waitFor(() => expect(result.current.customer?.firstName).toBe('Grace'));
  });

  it('given the customer changed elsewhere / refetch asks the network and shows the change', async () => {
    const storage = await loggedInStorage('refetch@example.com');
    const { result } = renderWithCommerce(() => useCustomer(), server.endpoint, storage);
    await waitFor(() => expect(result.current.customer).not.toBeNull());
    const elsewhere = await fetch(server.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${storage.getItem(STORAGE_KEYS.authToken)}`,
      },
      body: JSON.stringify({
        query: 'mutation { updateCustomer(input: { firstName: "Ada" }) { customer { id } } }',
      }),
    });
    expect(((await elsewhere.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(result.current.customer?.firstName).not.toBe('Ada');
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.customer?.firstName).toBe('Ada'));
  });

  it('given a new password, updateAccount stores the renewed login token and the customer stays logged in', async () => {
    const storage = await loggedInStorage('renewed@example.com');
    const before = storage.getItem(STORAGE_KEYS.authToken);
    const { result } = renderWithCommerce(() => useCustomer(), server.endpoint, storage);
    await waitFor(() => expect(result.current.customer).not.toBeNull());
    const outcome = await act(() =>
      result.current.updateAccount({
        firstName: 'Rosalind',
        lastName: 'Franklin',
        displayName: 'rosalind',
        email: 'renewed@example.com',
        password: 'another long password',
        currentPassword: PASSWORD,
      }),
    );
    expect(outcome).toEqual({ ok: true, value: MESSAGES.success });
    await waitFor(() => expect(result.current.customer?.firstName).toBe('Rosalind'));
    const after = storage.getItem(STORAGE_KEYS.authToken);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  it('given a new password with a wrong current password, updateAccount says so', async () => {
    const storage = await loggedInStorage('wrong-current@example.com');
    const { result } = renderWithCommerce(() => useCustomer(), server.endpoint, storage);
    await waitFor(() => expect(result.current.customer).not.toBeNull());
    const outcome = await act(() =>
      result.current.updateAccount({
        firstName: 'Rosalind',
        lastName: 'Franklin',
        displayName: 'rosalind',
        email: 'wrong-current@example.com',
        password: 'another long password',
        currentPassword: 'not the password',
      }),
    );
    expect(outcome).toEqual({ ok: false, error: MESSAGES.currentPasswordWrong });
  });

  it('updateAddress drops __typename, saves the billing address and refetches', async () => {
    const storage = await loggedInStorage('address@example.com');
    const { result } = renderWithCommerce(() => useCustomer(), server.endpoint, storage);
    await waitFor(() => expect(result.current.customer).not.toBeNull());
    const outcome = await act(() =>
      result.current.updateAddress('billing', { ...BILLING, __typename: 'CustomerAddress' }),
    );
    expect(outcome.ok).toBe(true);
    await waitFor(() => expect(result.current.customer?.billing?.postcode).toBe('SW1Y 4JH'));
  });

  it('given a guest, updateAccount fails with "Something went wrong."', async () => {
    const { result } = renderWithCommerce(() => useCustomer(), server.endpoint);
    const outcome = await act(() =>
      result.current.updateAccount({
        firstName: 'A',
        lastName: 'B',
        displayName: 'ab',
        email: 'guest@example.com',
      }),
    );
    expect(outcome).toEqual({ ok: false, error: MESSAGES.somethingWentWrong });
  });
});
