import { MESSAGES } from '@peptide/domain';
import { expect } from '@playwright/test';
import { seriousViolations } from '../axe';
import { test } from '../fixtures';
import { CHECKED_PARTS, changing, layoutProblems, SCREENS, settle, watchErrors } from './geometry';

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('given the header suggestions open / they fit the screen, nothing clipped, and look as approved', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto('/');
      await settle(page);
      const search = page.getByRole('search').filter({ visible: true });
      await search.getByRole('combobox', { name: 'Search products' }).fill('bpc');
      await expect(search.getByRole('status')).toHaveText(MESSAGES.searchResults(2));
      const list = search.getByRole('listbox');
      await expect(list.getByRole('option')).toHaveCount(3);
      expect(await layoutProblems(page, [...CHECKED_PARTS, 'search'])).toEqual([]);
      const box = await list.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= screen.viewport.width).toBe(true);
      expect(errors).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await expect(page).toHaveScreenshot(`search-suggestions-${screen.name}.png`, {
        mask: changing(page),
      });
    });
  });
}
