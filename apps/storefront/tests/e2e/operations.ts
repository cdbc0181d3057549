import type { Page } from '@playwright/test';

/** The GraphQL operation names the page sends, in order, from now on. */
export function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/graphql')) return;
    const name = /"operationName"\s*:\s*"(\w+)"/.exec(request.postData() ?? '')?.[1];
    if (name) operations.push(name);
  });
  return operations;
}

/**
 * The bodies of the forms the page posts to a route's action from now on, as a browser without
 * scripts posts them (`/my-account`) or the page's fetcher does (`/my-account.data`).
 *
 * @param page - the page
 * @param pathname - the route's path
 * @returns the posted bodies, in order, read as form fields
 */
export function recordActionPosts(page: Page, pathname: string): URLSearchParams[] {
  const posts: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST') return;
    if (url.pathname !== pathname && url.pathname !== `${pathname}.data`) return;
    posts.push(new URLSearchParams(request.postData() ?? ''));
  });
  return posts;
}
