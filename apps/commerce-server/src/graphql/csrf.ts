import { SERVER_MESSAGES } from '@peptide/domain';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * Media types a POST may carry: none of them is one a browser sends cross-site without a CORS
 * preflight (form posts are `application/x-www-form-urlencoded`, `multipart/form-data` or
 * `text/plain`).
 */
const PREFLIGHTED_TYPES = new Set([
  'application/json',
  'application/graphql+json',
  'application/graphql',
]);

/**
 * Refuses, with a 415 and {@link SERVER_MESSAGES.jsonPostRequired}, a POST whose body is not
 * JSON or a GraphQL document, so another site cannot make a visitor's browser run a mutation
 * with a plain form post, which skips the CORS preflight. Yoga already refuses mutations over
 * GET (405).
 *
 * @returns a Yoga plugin checking the request before it is parsed
 * @remarks GraphQL Yoga's own `useCSRFPrevention` refuses every GET without a custom header
 *   too, which GET queries (cacheable reads) do not need: they cannot change anything.
 */
export function csrfPreventionPlugin(): Plugin {
  return {
    onRequestParse({ request }) {
      if (request.method !== 'POST') return;
      const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (mediaType && PREFLIGHTED_TYPES.has(mediaType)) return;
      throw createGraphQLError(SERVER_MESSAGES.jsonPostRequired, {
        extensions: { code: 'BAD_REQUEST', http: { status: 415, spec: false } },
      });
    },
  };
}
