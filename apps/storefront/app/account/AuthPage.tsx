import { useShopStore } from '@peptide/sdk/react';
import { Banner, LoginForm, type LoginValues, notify, RegisterForm } from '@peptide/ui';
import { useState } from 'react';
import * as styles from './account.css';
import { setDestinationAfterLogin, useAccountAccess } from './accountAccess';

/** Where the forms post without scripts: the /auth route's action. */
const AUTH_ACTION = '/auth';

/** What the /auth form's action answers when it stays on the page. */
export interface AuthFormAnswer {
  intent: 'login' | 'register';
  /** A refusal for the form, or null. */
  error: string | null;
  /** The registration's success message, or null. */
  success: string | null;
}

/**
 * /auth: Login and Register side by side, rendered by the server (a logged-in customer is sent
 * to /my-account before it renders). A login says 'Login Successful!' and goes to the home page;
 * a registration that logs in lands in the account area with the registration message.
 *
 * @param answer - what the server's action answered a form posted without scripts, if anything
 * @remarks With scripts the forms send through the store (the server's relay keeps the tokens);
 *   without, they post to the route's action, which does the same on the server. A login makes
 *   the store's shopper a customer; the redirect then comes from {@link useAccountAccess}, so
 *   there is one navigation.
 */
export function AuthPage({ answer }: { answer: AuthFormAnswer | null }) {
  useAccountAccess('visitor');
  return (
    <>
      <Banner title="My Account" crumbs={[{ label: 'Home', href: '/' }, { label: 'My Account' }]} />
      <div className={styles.body}>
        <AuthForms answer={answer} />
      </div>
    </>
  );
}

function AuthForms({ answer }: { answer: AuthFormAnswer | null }) {
  const store = useShopStore();
  const [loggingIn, setLoggingIn] = useState(false);
  const [loginError, setLoginError] = useState<string | null>(
    answer?.intent === 'login' ? answer.error : null,
  );
  const [registering, setRegistering] = useState(false);
  const [registerError, setRegisterError] = useState<string | null>(
    answer?.intent === 'register' ? answer.error : null,
  );
  const [registered, setRegistered] = useState<string | null>(
    answer?.intent === 'register' ? answer.success : null,
  );

  const login = async ({ username, password }: LoginValues) => {
    setLoggingIn(true);
    setLoginError(null);
    setDestinationAfterLogin('/');
    const result = await store.login(username, password);
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
    const result = await store.register(email);
    setRegistering(false);
    if (result.ok) {
      notify.success(result.value);
      // A registration that logs in leaves for the account area; one that does not stays here.
      if (!store.getSnapshot().loggedIn) setRegistered(result.value);
    } else {
      setRegisterError(result.error);
    }
  };

  return (
    <div className={styles.authGrid}>
      <div className={styles.card}>
        <LoginForm onSubmit={login} busy={loggingIn} error={loginError} action={AUTH_ACTION} />
      </div>
      <div className={styles.card}>
        <RegisterForm
          onSubmit={register}
          busy={registering}
          error={registerError}
          success={registered}
          action={AUTH_ACTION}
        />
      </div>
    </div>
  );
}
