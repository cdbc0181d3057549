import { MESSAGES } from '@peptide/domain';
import { type Exchange, mapExchange } from '@urql/core';
import { withFetch } from './operationContext';
import { ServerResponseError } from './serverResponseError';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const hasDataOrErrors = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  ('data' in body || ('errors' in body && Array.isArray(body.errors)));

const RESPONSE_STATUS_LAYER = Symbol('responseStatusExchange');

/**
 * Turns a failed or empty HTTP answer into one error with a fixed message, for every response
 * before urql parses it.
 *
 * @remarks
 * - Redirects are not followed (`redirect: 'manual'`): a POST answered with a redirect is a
 *   failure, not something to replay as a GET elsewhere.
 * - A status outside 200-299 fails with `Response not successful: Received status code N`.
 * - A body that is empty, not JSON, or JSON with neither `data` nor `errors` fails with
 *   `Server response was missing for query`.
 * Both surface as a {@link ServerResponseError} in the result's `networkError`.
 */
export const responseStatusExchange: Exchange = mapExchange({
  onOperation: (operation) =>
    withFetch(operation, RESPONSE_STATUS_LAYER, (inner) => async (input, init) => {
      const response = await inner(input, { ...init, redirect: 'manual' });
      const text = await response.text();
      const body = parseJson(text);
      if (response.status < 200 || response.status >= 300) {
        throw new ServerResponseError(
          MESSAGES.responseNotSuccessful(response.status),
          response.status,
          body,
        );
      }
      if (!hasDataOrErrors(body)) {
        throw new ServerResponseError(MESSAGES.serverResponseMissing, response.status, body);
      }
      return new Response(text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    }),
});
