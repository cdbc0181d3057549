import { SESSION_HEADER } from '@peptide/domain';
import type { Plugin } from 'graphql-yoga';
import type { SessionService } from '../sessions/session-service';

/**
 * Answers the `woocommerce-session` header the session service decided on for the request: the
 * token of a new guest session, a renewed token, or `false` for a session that is gone.
 *
 * @param sessions - the service that kept the request's answer value
 * @returns a Yoga plugin setting the header once the response is built
 * @remarks A request whose resolvers never asked for a session answers no header.
 */
export function sessionHeaderPlugin(sessions: Pick<SessionService, 'responseHeader'>): Plugin {
  return {
    onResponse({ request, response }) {
      const value = sessions.responseHeader(request);
      if (value) response.headers.set(SESSION_HEADER, value);
    },
  };
}
