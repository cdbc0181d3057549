import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useShopper } from '../commerce/shopper';

/** Where an account route stands: the shopper not known yet, shown, or leaving. */
export type AccountAccess = 'checking' | 'granted' | 'redirecting';

/** Who a route is for: `/auth` is for visitors, the account area for logged-in customers. */
export type AccountAudience = 'visitor' | 'customer';

/** Where a visitor who opens the account area is sent. */
export const LOGIN_PATH = '/auth';
/** Where a logout is posted: the server ends the session (`routes/logout.ts`). */
export const LOGOUT_PATH = '/logout';
/** Where a logged-in customer who opens `/auth` is sent. */
export const ACCOUNT_PATH = '/my-account';

/**
 * Which path a route sends the shopper to, if any.
 *
 * @param audience - who the route is for
 * @param loggedIn - whether the server's session names a customer
 * @returns the path to replace the current entry with, or null to stay
 */
export function accountRedirect(audience: AccountAudience, loggedIn: boolean): string | null {
  if (audience === 'customer') return loggedIn ? null : LOGIN_PATH;
  return loggedIn ? ACCOUNT_PATH : null;
}

/**
 * Applies the account area's redirect rules once the shopper's fetcher has answered (and while it
 * loads again after a login, once it has the new answer): visitors leave
 * the account area for `/auth`, logged-in customers leave `/auth` for `/my-account` (a login
 * lands there). The server's loaders apply the same rules before anything renders.
 *
 * @param audience - who the calling route is for
 * @returns `checking` on the server and until the shopper is known, `redirecting` while
 *   leaving, `granted` when the page may show
 */
export function useAccountAccess(audience: AccountAudience): AccountAccess {
  const { ready: answered, settling, user } = useShopper();
  const navigate = useNavigate();
  const ready = answered && !settling;
  const loggedIn = ready && user !== null;
  const leaving = ready && accountRedirect(audience, loggedIn) !== null;
  useEffect(() => {
    if (!leaving) return;
    const to = accountRedirect(audience, loggedIn);
    if (to) navigate(to, { replace: true });
  }, [leaving, audience, loggedIn, navigate]);
  if (!ready) return 'checking';
  return leaving ? 'redirecting' : 'granted';
}
