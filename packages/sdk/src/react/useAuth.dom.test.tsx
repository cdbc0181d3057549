import { MESSAGES } from '@peptide/domain';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterCustomerDocument, ResetPasswordWithTokenDocument } from '../generated/graphql';
import { STORAGE_KEYS } from '../storage/keys';
import { commerceServerPerFile } from '../testing/commerceServer';
import { type LoopbackServer, startLoopback } from '../testing/loopbackServer';
import { resetLinkFor } from '../testing/outbox';
import { renderWithCommerce } from '../testing/renderWithCommerce';
import { useAuth } from './useAuth';

const server = commerceServerPerFile();
const PASSWORD = 'a long password';

async function registeredWithPassword(email: string) {
  const { client } = renderWithCommerce(() => null, server.endpoint);
  await client.mutation(RegisterCustomerDocument, { email }).toPromise();
  const link = await resetLinkFor(server.origin, email);
  await client
    .mutation(ResetPasswordWithTokenDocument, { ...link, newPassword: PASSWORD })
    .toPromise();
}

describe('useAuth against the commerce server', () => {
  it('login stores token, user and username, says "Login Successful!" and loads the viewer', async () => {
    await registeredWithPassword('login@example.com');
    const { result, storage } = renderWithCommerce(useAuth, server.endpoint);
    expect(result.current.isLoggedIn).toBe(false);
    const outcome = await act(() => result.current.login('login@example.com', PASSWORD));
    expect(outcome).toEqual({ ok: true, value: MESSAGES.loginSuccessful });
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.user?.email).toBe('login@example.com');
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBeTruthy();
    expect(storage.getItem(STORAGE_KEYS.username)).toBe('login@example.com');
    await waitFor(() => expect(result.current.viewer?.email).toBe('login@example.com'));
  });

  it('login with a wrong password says "Invalid credentials, please try again."', async () => {
    await registeredWithPassword('wrong@example.com');
    const { result, storage } = renderWithCommerce(useAuth, server.endpoint);
    const outcome = await act(() => result.current.login('wrong@example.com', 'nope nope'));
    expect(outcome).toEqual({ ok: false, error: MESSAGES.invalidCredentials });
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('register with a new e-mail says the admin will send credentials', async () => {
    const { result } = renderWithCommerce(useAuth, server.endpoint);
    const outcome = await act(() => result.current.register('fresh@example.com'));
    expect(outcome).toEqual({ ok: true, value: MESSAGES.registrationSuccessful });
  });

  it('register with a taken e-mail shows the server message', async () => {
    const { result } = renderWithCommerce(useAuth, server.endpoint);
    await act(() => result.current.register('taken@example.com'));
    const outcome = await act(() => result.current.register('taken@example.com'));
    expect(outcome).toEqual({ ok: false, error: expect.stringMatching(/\S/) });
  });

  it('logout clears every shop key and the login state', async () => {
    await registeredWithPassword('logout@example.com');
    const { result, storage } = renderWithCommerce(useAuth, server.endpoint);
    await act(() => result.current.login('logout@example.com', PASSWORD));
    storage.setItem(STORAGE_KEYS.appliedCoupon, 'WELCOME10');
    act(() => result.current.logout());
    expect(result.current.isLoggedIn).toBe(false);
    expect(result.current.user).toBeNull();
    expect(result.current.viewer).toBeNull();
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
  });
});

describe('useAuth given a backend that answers without a customer or a token', () => {
  let backend: LoopbackServer;
  afterEach(() => backend.close());

  it('register says "Failed to register, please try again."', async () => {
    backend = await startLoopback(() => ({ body: { data: { registerCustomer: null } } }));
    const { result } = renderWithCommerce(useAuth, backend.url);
    const outcome = await act(() => result.current.register('someone@example.com'));
    expect(outcome).toEqual({ ok: false, error: MESSAGES.registrationFailed });
  });

  it('login refused with an upstream error says "Invalid credentials, please try again."', async () => {
    backend = await startLoopback(() => ({
      body: {
        data: { login: null },
        errors: [{ message: 'The password you entered is incorrect.' }],
      },
    }));
    const { result, storage } = renderWithCommerce(useAuth, backend.url);
    const outcome = await act(() => result.current.login('someone@example.com', 'a password'));
    expect(outcome).toEqual({ ok: false, error: MESSAGES.invalidCredentials });
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});
