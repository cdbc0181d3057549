import { expect, openHydrated, test } from './fixtures';

for (const width of [390, 1280]) {
  test(`given the home page at ${width} px / it shows one testimonial section, not a second of reviews`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, '/');
    const testimonials = page.getByRole('region', { name: 'What researchers say', exact: true });
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.getByText(/Dr\. Anna K\./).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reviews', exact: true })).toHaveCount(0);
    // The page's sections (titled by a heading) that quote buyers; the carousel is a region too.
    const quoting = page
      .getByRole('main')
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .filter({ has: page.locator('blockquote') });
    await expect(quoting).toHaveCount(1);
  });
}
