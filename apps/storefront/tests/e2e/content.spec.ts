import { MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from './fixtures';

const POST = {
  slug: 'how-to-reconstitute-research-peptides',
  title: 'How to Reconstitute Research Peptides',
};

/** A seeded post's database id, read from the commerce server the storefront uses. */
async function postDatabaseId(slug: string): Promise<number> {
  const response = await fetch(process.env.E2E_COMMERCE_URL ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($slug: ID!) { post(id: $slug, idType: SLUG) { databaseId } }',
      variables: { slug },
    }),
  });
  const body = (await response.json()) as { data: { post: { databaseId: number } } };
  return body.data.post.databaseId;
}

test('given the blog / its cards lead to the post, whose table of contents closes, reopens and jumps', async ({
  page,
}) => {
  const response = await openHydrated(page, '/blog');
  expect(response?.headers()['cache-control']).toContain('s-maxage');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByTestId('blog-video')).toHaveAttribute('preload', 'none');
  await expect(page.getByRole('link', { name: 'Search the blog' })).toHaveAttribute(
    'href',
    '/search',
  );
  const cards = page.getByRole('list', { name: 'Latest posts' }).getByRole('article');
  await expect(cards).toHaveCount(4);
  await cards
    .first()
    .getByRole('link', { name: new RegExp(MESSAGES.readMore) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog-single/${POST.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
  await expect(page.getByText(/^By \w+/)).toBeVisible();

  const toggle = page.getByRole('button', { name: MESSAGES.tableOfContents });
  const contents = page.getByRole('navigation', { name: MESSAGES.tableOfContents });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(contents).toBeHidden();
  await toggle.click();
  await expect(contents.getByRole('link')).toHaveText([
    'Reconstitution basics',
    'What you need',
    'Choosing the volume',
    'Step by step',
    'Storage after reconstitution',
  ]);
  await contents.getByRole('link', { name: 'Step by step' }).click();
  await expect(page).toHaveURL(/#step-by-step$/);
  await expect(page.getByRole('heading', { name: 'Step by step' })).toBeInViewport();
});

test('given /blog-single/{id} / the numeric reading opens the same post as its slug', async ({
  page,
}) => {
  const id = await postDatabaseId(POST.slug);
  const response = await openHydrated(page, `/blog-single/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/blog-single/${POST.slug}$`),
  );
});

test('given an unknown post / it answers 404 with No post found. and the blog as the way on', async ({
  page,
}) => {
  const response = await openHydrated(page, '/blog-single/no-such-post');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByText(MESSAGES.noPostFound)).toBeVisible();
  await page.getByRole('link', { name: 'Browse the blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('given /post/{slug} / it shows the title and the HTML content', async ({ page }) => {
  await openHydrated(page, '/post/storing-peptides-in-the-lab');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Storing Peptides in the Lab' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Freezer or fridge?' })).toBeVisible();
});

test('given /search / Enter finds posts that link to /post/{slug}, and nonsense finds none', async ({
  page,
}) => {
  await openHydrated(page, '/search');
  const field = page.getByRole('searchbox', { name: 'Search products and posts' });
  await expect(field).toHaveAttribute('maxlength', '30');
  await expect(page.getByRole('status')).toHaveCount(0);
  await field.fill('storage');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=storage$/);
  await expect(page.getByText(MESSAGES.searchResults(2))).toBeVisible();
  await field.fill('spectrometry');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(MESSAGES.searchOneResult)).toBeVisible();
  await page.getByRole('link', { name: 'Understanding Certificates of Analysis' }).click();
  await expect(page).toHaveURL(/\/post\/understanding-certificates-of-analysis$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Understanding Certificates of Analysis' }),
  ).toBeVisible();

  await openHydrated(page, '/search?q=zzqqxx');
  await expect(page.getByText(MESSAGES.searchNoResults)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the blog' })).toBeVisible();
});

test("given /coas / each of the server's certificates shows once, and the list filters by category", async ({
  page,
}) => {
  const response = await fetch(process.env.E2E_COMMERCE_URL ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ coas(first: 1000) { nodes { title } } }' }),
  });
  const { data } = (await response.json()) as { data: { coas: { nodes: { title: string }[] } } };
  const titles = data.coas.nodes.map((coa) => coa.title);
  expect(titles.length).toBeGreaterThan(1);

  await openHydrated(page, '/coas');
  const cards = page.locator('main').getByRole('article');
  await expect(cards).toHaveCount(titles.length);
  for (const title of titles) {
    await expect(
      page.locator('main').getByRole('heading', { name: title, exact: true }),
    ).toHaveCount(1);
  }
  const labLink = cards.first().getByRole('link', { name: /View Lab Results/ });
  await expect(labLink).toHaveAttribute('target', '_blank');
  await expect(labLink).toHaveAttribute('href', /^https:\/\//);

  const list = page.getByRole('list', { name: 'Certificates by product' }).getByRole('article');
  const filter = page.getByRole('navigation', { name: 'Filter certificates by category' });
  await filter.getByRole('link', { name: /Powders/ }).click();
  await expect(page).toHaveURL(/\/coas\?category=powders$/);
  await expect(filter.getByRole('link', { name: /Powders/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('Powder');
  await filter.getByRole('link', { name: 'All' }).click();
  await expect(list).toHaveCount(titles.length);
});

for (const path of [
  '/faqs',
  '/common-shippingreturns-questions',
  '/common-payment-questions',
  '/product-questions',
]) {
  test(`given ${path} / it shows the FAQ, whose first answer lists the regional sites`, async ({
    page,
  }) => {
    await openHydrated(page, path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    for (const section of ['General Questions', 'Orders', 'Payment']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Orders' }).getByRole('group')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Payment' }).getByRole('group')).toHaveCount(1);
    await page.getByRole('heading', { name: MESSAGES.faqShipCountries }).click();
    const answer = page.getByRole('region', { name: MESSAGES.faqShipCountries });
    await expect(answer.getByRole('link')).toHaveText(['EU', 'Canada', 'USA']);
  });
}

for (const [path, title, facts] of [
  [
    '/refund-policy',
    'Refund Policy',
    ['15% restocking fee', 'shipping charges are deducted', 'no returns on peptides', '7 days'],
  ],
  [
    '/terms-conditions',
    'Terms & Conditions',
    ['research use only', 'at least 21 years old', '48 hours', '15% restocking fee'],
  ],
  ['/terms-of-service', 'Terms of Service', ['research use only', 'at least 21 years old']],
  ['/privacy-policy', 'Privacy Policy', ['research use only', 'under 21']],
] as const) {
  test(`given ${path} / it states the policy facts`, async ({ page }) => {
    const response = await openHydrated(page, path);
    expect(response?.headers()['cache-control']).toContain('s-maxage');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const main = page.getByRole('main');
    for (const fact of facts) await expect(main).toContainText(fact);
  });
}

test('given /how-to-pay / it explains both gateways the checkout offers, Bitcoin in the spec’s five steps', async ({
  page,
}) => {
  await openHydrated(page, '/how-to-pay');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Pay with Bitcoin',
    'Pay with Crypto',
  ]);
  await expect(page.getByRole('list', { name: 'Pay with Crypto' }).getByRole('heading')).toHaveText(
    [
      'Choose Pay with Crypto',
      `Press ${MESSAGES.placeOrder}`,
      'Pick your coin',
      'Send exactly that amount',
    ],
  );
  await expect(
    page.getByRole('list', { name: 'Pay with Bitcoin' }).getByRole('heading'),
  ).toHaveText([
    'Have enough Bitcoin',
    'Choose Pay with Bitcoin',
    `Press ${MESSAGES.placeOrder}`,
    'Scan the QR code',
    'Send exactly that amount',
  ]);
});

test('given /contact / it offers the support e-mail and no form', async ({ page }) => {
  await openHydrated(page, '/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /@/ }).first()).toHaveAttribute(
    'href',
    /^mailto:.+@.+/,
  );
  await expect(main.locator('form')).toHaveCount(0);
});

test('given /page/{slug} / it renders the backend page, home without a slug', async ({ page }) => {
  await openHydrated(page, '/page/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await openHydrated(page, '/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Third-party tested' })).toBeVisible();
  const missing = await openHydrated(page, '/page/no-such-page');
  expect(missing?.status()).toBe(404);
});
