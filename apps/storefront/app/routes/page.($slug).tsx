import { MESSAGES } from '@peptide/domain';
import { Banner, ButtonLink, FormAlert, NotFound } from '@peptide/ui';
import { data } from 'react-router';
import { RetryWhileFailed } from '../components/RetryWhileFailed';
import { serverConfig } from '../config.server';
import * as styles from '../info/InfoPage.css';
import { cacheHeaders, catalogueHeaders } from '../lib/cache';
import { commerceClient } from '../lib/commerce.server';
import { type ContentPage, loadPage } from '../lib/content.server';
import { settle } from '../lib/loading.server';
import { pageMeta } from '../lib/meta';
import { readsNoQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/page.($slug)';

/** The page `/page` shows without a slug (the generic screen's default slug). */
const DEFAULT_SLUG = 'home';

interface PageLoaderData {
  page: ContentPage | null;
  /** The load failure's message; the page shows `Error: {message}`. */
  error: string | null;
  canonical: string | null;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData?.page;
  if (page) {
    return pageMeta(
      page.title,
      `${page.title}: information from the shop.`,
      loaderData.canonical ?? undefined,
    );
  }
  return loaderData?.error
    ? pageMeta('Page unavailable', 'This page could not be loaded right now.')
    : pageMeta('Page not found', 'The page you are looking for does not exist or has moved.');
};

export const headers = catalogueHeaders;

/** The page reads no query: any query is cut (see `readsQuery`). */
export const middleware = [readsNoQuery];

/**
 * A backend page by slug (GetPageByUri), its HTML sanitised on the server; `home` when no slug
 * is given. No such page: the 404 page with status 404; a backend failure: `Error: {message}`
 * with status 503 and a way home; neither is cached.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug ?? DEFAULT_SLUG;
  const loaded = await settle(loadPage(commerceClient(), slug));
  if (!loaded.ok) {
    return data<PageLoaderData>(
      { page: null, error: loaded.error, canonical: null },
      { status: 503, headers: cacheHeaders(false) },
    );
  }
  if (!loaded.value) {
    return data<PageLoaderData>(
      { page: null, error: null, canonical: null },
      { status: 404, headers: cacheHeaders(false) },
    );
  }
  return data<PageLoaderData>(
    {
      page: loaded.value,
      error: null,
      canonical: `${serverConfig().storefrontUrl}/page/${encodeURIComponent(slug)}`,
    },
    { headers: cacheHeaders() },
  );
}

export default routeComponent(function Page({ loaderData }: Route.ComponentProps) {
  const { page, error } = loaderData;
  if (error) {
    return (
      <div className={styles.column}>
        <RetryWhileFailed />
        <FormAlert>{MESSAGES.errorGeneric(error)}</FormAlert>
        <div>
          <ButtonLink href="/" variant="secondary">
            {MESSAGES.backToHome}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (!page) return <NotFound />;
  return (
    <>
      <Banner title={page.title} crumbs={[{ label: 'Home', href: '/' }, { label: page.title }]} />
      <div className={styles.column}>
        <div
          className={styles.prose}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader sanitised the page's HTML on the server
          dangerouslySetInnerHTML={{ __html: page.content }}
        />
      </div>
    </>
  );
});
