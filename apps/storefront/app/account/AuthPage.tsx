import { localStorageAdapter, STORAGE_KEYS, type StoredUser } from '@peptide/sdk';
import { Banner, LoginForm, type LoginValues, notify, RegisterForm } from '@peptide/ui';
import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { ANSWER_FIELD, ANSWER_THE_PAGE } from '../lib/formAnswer';
import { useFetcherAnswer } from '../lib/useFetcherAnswer';
import * as styles from './account.css';
import { useAccountAccess } from './accountAccess';

/** Where the forms post, with scripts (a fetcher) or without: the /auth route's action. */
export const AUTH_ACTION = '/auth';

/** What the /auth form's action answers when it stays on the page. */
export interface AuthFormAnswer {
  intent: 'login' | 'register';
  /** A refusal for the form, or null. */
  error: string | null;
  /** The login's or the registration's success message, or null. */
  success: string | null;
  /** The customer the session now names (a login, a registration that logs in), or null. */
  user: StoredUser | null;
  /**
   * The backend creates no account without a password (WooCommerce's "generate password" off):
   * the register form asks for one, with the address typed.
   */
  askPassword?: boolean;
  /** The address the register form posted, kept while it asks for a password. */
  email?: string;
}

/**
 * /auth: Login and Register side by side, rendered by the server (a logged-in customer is sent
 * to /my-account before it renders). A login says 'Login Successful!' and lands in the account
 * area; a registration that logs in lands there too, where its message stays on the page; one
 * that does not log in says so here, lastingly.
 *
 * @param answer - what the server's action answered a form posted without scripts, if anything
 * @remarks Both forms post to the route's action, which logs in or registers on the server (the
 *   session keeps the tokens): without scripts as forms, with scripts through a fetcher, after
 *   whose answer the shopper's fetcher has loaded the new customer; the redirect comes from
 *   {@link useAccountAccess}, so there is one navigation.
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
  const [askPassword, setAskPassword] = useState(
    answer?.intent === 'register' && answer.askPassword === true,
  );
  const [typedEmail, setTypedEmail] = useState(
    answer?.intent === 'register' ? (answer.email ?? '') : '',
  );

  const fetcher = useFetcher<AuthFormAnswer>();
  const send = (fields: Record<string, string>) =>
    void fetcher.submit(
      { ...fields, [ANSWER_FIELD]: ANSWER_THE_PAGE },
      { method: 'post', action: AUTH_ACTION },
    );
  const username = useRef('');

  const login = ({ username: name, password }: LoginValues) => {
    setLoggingIn(true);
    setLoginError(null);
    username.current = name;
    send({ intent: 'login', username: name, password });
  };

  const register = ({ email, password }: { email: string; password?: string }) => {
    setRegistering(true);
    setRegisterError(null);
    setRegistered(null);
    setTypedEmail(email);
    send({ intent: 'register', email, ...(password ? { password } : {}) });
  };

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.intent === 'login') {
      if (answer.success) notify.success(answer.success);
      if (answer.user) {
        localStorageAdapter().setItem(STORAGE_KEYS.username, username.current);
        return;
      }
      setLoggingIn(false);
      setLoginError(answer.error);
      return;
    }
    setRegistering(false);
    if (answer.askPassword) setAskPassword(true);
    // A registration says its outcome on the page, never in a toast that goes: one that logs in
    // leaves for the account area, which shows it; one that does not shows it here.
    if (answer.user) return;
    if (answer.success) setRegistered(answer.success);
    else setRegisterError(answer.error);
  });

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
          askPassword={askPassword}
          defaultEmail={typedEmail}
        />
      </div>
    </div>
  );
}
