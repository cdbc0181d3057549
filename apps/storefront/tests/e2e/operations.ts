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
