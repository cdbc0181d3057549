import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import {
  type OpenedSession,
  openShopperSession,
  type RequestShopper,
} from './shopperSession.server';

/** The request's session, opened at the first route that asks for it. */
const shopperContext = createContext<() => Promise<OpenedSession>>();

/**
 * The shopper's session of the request a loader or action runs for: read once per request, at
 * the first call, and written back once by {@link shopperSessionMiddleware} after every route
 * ran, so routes only read and change it.
 *
 * @param context - the loader's or action's `context`
 * @returns the request's shopper
 * @throws a 503 response when the store cannot be read, or for a form's post cannot be written
 *   (see `openShopperSession`)
 */
export async function shopperOf(context: Readonly<RouterContextProvider>): Promise<RequestShopper> {
  return (await context.get(shopperContext)()).shopper;
}

/**
 * A response with one more `Set-Cookie` header.
 *
 * @remarks A response built by `Response.redirect()` or `fetch()` has immutable headers: it is
 *   copied then.
 */
function withCookie(response: Response, cookie: string): Response {
  try {
    response.headers.append('Set-Cookie', cookie);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append('Set-Cookie', cookie);
    return copy;
  }
}

/**
 * The root middleware that keeps the shopper's session: it offers the request's session to the
 * routes (see {@link shopperOf}) and, once they ran, commits it if one of them changed it,
 * adding its cookie to whatever they answered (a page, data, a redirect, a thrown response).
 *
 * @param open - how a request's session is opened (the store's, unless a test passes its own)
 * @returns the middleware, for the root route's list
 * @remarks Nothing reads the session until a route asks for it, so a catalogue or content page
 *   (the same for everyone) never touches the store. A store that fails at the commit answers
 *   503 through the error page, as a failed read does.
 */
export function shopperSessionMiddleware(
  open: (request: Request) => Promise<OpenedSession> = openShopperSession,
): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const session: { opening?: Promise<OpenedSession> } = {};
    context.set(shopperContext, () => {
      session.opening ??= open(request);
      return session.opening;
    });
    const response = await next();
    // A session that could not be read answered 503 already, through the route that asked.
    const opened = await session.opening?.catch(() => null);
    const cookie = await opened?.commit();
    return cookie ? withCookie(response, cookie) : response;
  };
}
