import type { Locator } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/** The left and right edges of an element's content box, px from the viewport's left. */
function contentEdges(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    return {
      left: Math.round(box.left + Number.parseFloat(style.paddingLeft)),
      right: Math.round(box.right - Number.parseFloat(style.paddingRight)),
    };
  });
}

for (const width of [390, 1280]) {
  test(`given a page at ${width} px / the footer's columns line up with the page's content and the header's bar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, '/how-to-pay');
    const content = await contentEdges(page.locator('main#main'));
    const bar = await contentEdges(page.getByRole('banner').locator('> div').first());
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const columns = footer.locator('> div');
    await expect(columns).toHaveCount(2);
    expect(bar).toEqual(content);
    for (const column of await columns.all()) expect(await contentEdges(column)).toEqual(content);
  });
}
