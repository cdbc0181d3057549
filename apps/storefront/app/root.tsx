import { ErrorScreen, LinkProvider, NotFound } from '@peptide/ui';
import { interLatinFontUrl } from '@peptide/ui/fonts';
import { type ReactNode, useContext } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { markedCart } from './commerce/cartMarker.server';
import { ShopRoot } from './commerce/ShopRoot';
import { RetryWhileFailed } from './components/RetryWhileFailed';
import { RouterLink } from './components/RouterLink';
import { Shell } from './components/Shell';
import { ShopFrame } from './components/ShopFrame';
import { publicConfig, serverConfig } from './config.server';
import { AFTER_PAINT_LOADER } from './lib/afterPaint';
import { backendCapabilities } from './lib/capabilities.server';
import { commerceClient } from './lib/commerce.server';
import { BRAND_NAME } from './lib/meta';
import { NonceContext } from './lib/nonce';
import { shopPageCache } from './lib/pageCache.server';
import { loadPaymentMethods } from './lib/paymentMethods.server';
import { bodyRefusal } from './lib/requestBody.server';
import { routeComponent } from './lib/routeComponent';
import { withAnswerHeaders } from './lib/securityHeaders.server';
import { sessionUnavailableText } from './lib/sessionUnavailable';
import { navigationFor, shopFeatures } from './lib/shopFeatures';
import { shopperSessionMiddleware } from './lib/shopperContext.server';
import { OutletWithProductPreview } from './product/ProductPreview';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The typeface's Latin subset, which every page paints with, fetched before the stylesheets
  // that ask for it. Importing it from '@peptide/ui/fonts' also brings the @font-face rules.
  {
    rel: 'preload',
    as: 'font',
    type: 'font/woff2',
    href: interLatinFontUrl,
    crossOrigin: 'anonymous',
  },
];

export const meta: Route.MetaFunction = ({ error }) => [
  { title: isNotFound(error) ? `Page not found | ${BRAND_NAME}` : BRAND_NAME },
];

/**
 * Every response (page, data, resource route, error) carries the answer headers, and no body
 * over the storefront's limit is read; a built shop serves catalogue and content pages from its
 * page cache while they are fresh; the shopper's session is committed once per request, here
 * (routes never commit it).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (_args, next) => withAnswerHeaders(await next()),
  // A body too large (or of no stated length) is refused before anything reads it.
  async ({ request }, next) => bodyRefusal(request) ?? next(),
  ...(import.meta.env.DEV ? [] : [shopPageCache.middleware]),
  // The shopper's session, read at the first route that asks and committed once, after them all.
  shopperSessionMiddleware(),
];

/**
 * The public configuration (endpoint, regions, support e-mail), the copyright year, the
 * features the backend allows and the payment methods it offers (the same for every visitor),
 * and for a shopper whose cookie says they hold a cart, that cart: their page is then theirs.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = serverConfig();
  const [capabilities, payments, cart] = await Promise.all([
    backendCapabilities(),
    loadPaymentMethods(commerceClient()),
    markedCart(request, context),
  ]);
  return data(
    {
      config: publicConfig(config),
      year: new Date().getFullYear(),
      features: shopFeatures(capabilities, config.freeShippingThreshold),
      payments,
      // Only on a page rendered for the shopper: the shopper's model reads it until it loads.
      ...(cart.cart === undefined ? {} : { cart: cart.cart }),
    },
    { headers: cart.headers },
  );
}

/** A page rendered with a shopper's cart is theirs: no cache may keep it. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

/**
 * The document: language, viewport, icon, stylesheets and React Router's scripts, held inside a
 * `<noscript>` for the inline loader right after it to start once the page has painted
 * (`lib/afterPaint.ts`). React renders them there as they are; a browser running scripts reads
 * the `<noscript>` as text, and in one that runs none the `<template>` keeps them unfetched.
 */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <LinkProvider component={RouterLink}>{children}</LinkProvider>
        <noscript>
          <template>
            <Scripts />
          </template>
        </noscript>
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, no input
          dangerouslySetInnerHTML={{ __html: AFTER_PAINT_LOADER }}
        />
      </body>
    </html>
  );
}

export default routeComponent(function App({ loaderData }: Route.ComponentProps) {
  const { config, year, features } = loaderData;
  return (
    <ShopRoot>
      <ShopFrame
        regions={config.regions}
        supportEmail={config.supportEmail}
        year={year}
        navigation={navigationFor(features)}
      >
        <OutletWithProductPreview />
      </ShopFrame>
    </ShopRoot>
  );
});

/**
 * A 404 a loader threw shows the not-found page. Any other error no route handled shows
 * "Something went wrong." with Back to Home, inside the shop's frame when the root data loaded
 * (without the shop state, which may be what failed). Technical details only in development.
 * React Router resets it on the next navigation, and a retry of the loaders while it shows
 * brings the page back once the backend answers again.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>('root');
  const screen = isNotFound(error) ? (
    <NotFound />
  ) : (
    <>
      <RetryWhileFailed />
      <ErrorScreen
        text={sessionUnavailableText(error)}
        details={import.meta.env.DEV ? errorDetails(error) : null}
      />
    </>
  );
  if (!root) return <main id="main">{screen}</main>;
  return (
    <Shell
      regions={root.config.regions}
      supportEmail={root.config.supportEmail}
      year={root.year}
      navigation={navigationFor(root.features)}
      cartCount={0}
      onCartClick={() => {}}
    >
      {screen}
    </Shell>
  );
}

/** Whether a loader answered 404, as the category page does for an unknown slug. */
function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** What a developer needs to see of an error. */
function errorDetails(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}\n${error.data}`;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}
