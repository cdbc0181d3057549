import { MESSAGES } from '@peptide/domain';
import type { ResetPasswordOutcome, StoredUser } from '@peptide/sdk';
import {
  Banner,
  ButtonLink,
  FormAlert,
  Link,
  notify,
  ResetPasswordForm,
  type ResetPasswordValues,
} from '@peptide/ui';
import { useState } from 'react';
import { useFetcher, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ANSWER_FIELD, ANSWER_THE_PAGE } from '../lib/formAnswer';
import { useFetcherAnswer } from '../lib/useFetcherAnswer';
import * as styles from './account.css';
import { ACCOUNT_PATH, LOGIN_PATH } from './accountAccess';

/** What the reset-password action answers the page: the outcome, and whom it logged in. */
export type ResetPasswordAnswer = ResetPasswordOutcome & {
  /** The customer the new password logged in, or null (the login did not go through). */
  user?: StoredUser | null;
};

/** The page's address, where its form posts (the route's action). */
const RESET_PASSWORD_PATH = '/reset-password';

/** The link's two parts as the form posts them, under the names the link gave them. */
const linkFields = (link: ReturnType<typeof resetLinkOf>): Record<string, string> =>
  link.kind === 'wordpress'
    ? { login: link.who ?? '', key: link.secret ?? '' }
    : { email: link.who ?? '', token: link.secret ?? '' };

/**
 * The two parts of a reset link: the shop's (`email` and `token`) or WordPress's (`login` and
 * `key`, from WPGraphQL's `sendPasswordResetEmail`).
 */
function resetLinkOf(params: URLSearchParams) {
  return params.has('key')
    ? { kind: 'wordpress' as const, who: params.get('login'), secret: params.get('key') }
    : { kind: 'shop' as const, who: params.get('email'), secret: params.get('token') };
}

/**
 * /reset-password?email=…&token=… (or WordPress's ?key=…&login=…): a new password of 8 or more
 * characters, confirmed. A link without both parameters says 'Invalid reset link' at once and
 * offers a new one; a saved password logs the customer in with it, toasts 'Password reset
 * successfully!' and lands on My Account; a refusal toasts 'Password reset failed', a failed
 * request 'Error resetting password'.
 *
 * @param answer - the route action's answer to the form posted before or without scripts, if any
 * @remarks The form posts the new password, its confirmation and the link's two parts to the
 *   route's action at the page's own address (so a refusal comes back with the link): before or
 *   without scripts as a form, which the action sends on to My Account (or, should the login
 *   fail, answers with the saved password and a link to log in); with scripts through a fetcher,
 *   whose answer names the customer (the shopper's fetcher has loaded them by then). The password is never part of an
 *   address.
 */
export function ResetPasswordPage({ answer }: { answer: ResetPasswordAnswer | null }) {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const link = resetLinkOf(params);
  const complete = Boolean(link.who?.trim() && link.secret?.trim());
  const navigate = useNavigate();
  const fetcher = useFetcher<ResetPasswordAnswer>();
  const [error, setError] = useState<string | null>(
    answer && !answer.ok ? answer.error.message : null,
  );
  useFetcherAnswer(fetcher, (outcome) => {
    if (outcome.ok) {
      notify.success(outcome.value);
      navigate(outcome.user ? ACCOUNT_PATH : LOGIN_PATH);
      return;
    }
    notify.error(outcome.error.toast);
    setError(outcome.error.message);
  });

  const reset = ({ password, confirmPassword }: ResetPasswordValues) => {
    setError(null);
    void fetcher.submit(
      { ...linkFields(link), password, confirmPassword, [ANSWER_FIELD]: ANSWER_THE_PAGE },
      { method: 'post', action: `${RESET_PASSWORD_PATH}${search}`, defaultShouldRevalidate: false },
    );
  };

  return (
    <>
      <Banner
        title="Reset password"
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'My Account', href: '/auth' },
          { label: 'Reset password' },
        ]}
      />
      <div className={styles.body}>
        <div className={styles.narrow}>
          {answer?.ok ? (
            <>
              <FormAlert tone="success">{answer.value}</FormAlert>
              <p className={styles.linkRow}>
                <ButtonLink href={LOGIN_PATH}>{MESSAGES.backToLogin}</ButtonLink>
              </p>
            </>
          ) : (
            <>
              <ResetPasswordForm
                email={link.who}
                token={link.secret}
                onSubmit={reset}
                busy={fetcher.state !== 'idle'}
                error={complete ? error : MESSAGES.invalidResetLink}
                action={`${RESET_PASSWORD_PATH}${search}`}
                hiddenFields={linkFields(link)}
              />
              {complete && !error ? null : (
                <p className={styles.linkRow}>
                  <Link href="/lost-password">Request a new reset link</Link>
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </>
  );
}
