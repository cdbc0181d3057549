import type { Page } from '@playwright/test';
import { openHydrated } from './fixtures';

/**
 * Opens the home page at a viewport and finds the header's visible search (the desktop or the
 * phone one).
 *
 * @param page - the page
 * @param viewport - the viewport, a desktop one by default
 * @returns the search landmark and its combobox
 */
export async function openHeaderSearch(page: Page, viewport = { width: 1280, height: 900 }) {
  await page.setViewportSize(viewport);
  await openHydrated(page, '/');
  const search = page.getByRole('search').filter({ visible: true });
  return { search, field: search.getByRole('combobox', { name: 'Search products' }) };
}
