import { useAuth } from '@peptide/sdk/react';
import { Banner, LoginForm, type LoginValues, notify, RegisterForm } from '@peptide/ui';
import { useState } from 'react';
import { AuthSkeleton } from './AccountSkeletons';
import * as styles from './account.css';
import { setDestinationAfterLogin, useAccountAccess } from './accountAccess';

/**
 * /auth: Login and Register side by side. A logged-in customer is
 * sent to /my-account; a login says 'Login Successful!' and goes to the home page; a
 * registration that logs in (the server returns a token) lands in the account area with the
 * registration message.
 *
 * @remarks A login or registration that stores a token remounts the page (another shopper,
 *   see QueryingPage); the redirect then comes from {@link useAccountAccess}, so there is one
 *   navigation.
 */
export function AuthPage() {
  const access = useAccountAccess('visitor');
  return (
    <>
      <Banner title="My Account" crumbs={[{ label: 'Home', href: '/' }, { label: 'My Account' }]} />
      <div className={styles.body}>{access === 'granted' ? <AuthForms /> : <AuthSkeleton />}</div>
    </>
  );
}

function AuthForms() {
  const auth = useAuth();
  const [loggingIn, setLoggingIn] = useState(false);
  const [loginError, setLoginError] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);
  const [registerError, setRegisterError] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);

  const login = async ({ username, password }: LoginValues) => {
    setLoggingIn(true);
    setLoginError(null);
    setDestinationAfterLogin('/');
    const result = await auth.login(username, password);
    if (result.ok) {
      notify.success(result.value);
      return;
    }
    setDestinationAfterLogin(null);
    setLoggingIn(false);
    setLoginError(result.error);
  };

  const register = async ({ email }: { email: string }) => {
    setRegistering(true);
    setRegisterError(null);
    setRegistered(null);
    const result = await auth.register(email);
    setRegistering(false);
    if (result.ok) {
      notify.success(result.value);
      // Seen only when the server logs nobody in (no token): the page then stays.
      setRegistered(result.value);
    } else {
      setRegisterError(result.error);
    }
  };

  return (
    <div className={styles.authGrid}>
      <div className={styles.card}>
        <LoginForm onSubmit={login} busy={loggingIn} error={loginError} />
      </div>
      <div className={styles.card}>
        <RegisterForm
          onSubmit={register}
          busy={registering}
          error={registerError}
          success={registered}
        />
      </div>
    </div>
  );
}
