import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { ContentTable } from '../db/schema';
import { SEED_PRODUCTS } from './catalog-data';
import { SEED_COA_CATEGORIES, SEED_PAGES, SEED_POSTS } from './content-data';
import type { AddMedia } from './media';
import { slugify } from './slugify';

/**
 * Seeds the post authors, the blog posts, the legal and home pages, and the COA categories and
 * entries.
 *
 * @param db - the database being seeded, inside the seed's transaction
 * @param addMedia - stores an image
 * @param now - the current time in ms, for the authors' sign-up date
 */
export async function seedContent(db: Db, addMedia: AddMedia, now: number): Promise<void> {
  const author = async (first: string, last: string, email: string) => {
    const { id } = await db
      .insertInto('users')
      .values({
        email,
        username: slugify(`${first} ${last}`),
        password_hash: null,
        first_name: first,
        last_name: last,
        display_name: `${first} ${last}`,
        role: 'author',
        created_at: new Date(now).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  const authors = [
    await author('Elena', 'Marsh', 'elena@lab.example.org'),
    await author('Jonas', 'Weber', 'jonas@lab.example.org'),
  ];
  const insertContent = (entry: Insertable<ContentTable>) =>
    db.insertInto('content').values(entry).execute();

  let contentId = 2000;
  for (const [index, post] of SEED_POSTS.entries()) {
    contentId += 1;
    const image = await addMedia(
      `/images/posts/${post.slug}.svg`,
      post.title,
      post.hue,
      'document',
    );
    await insertContent({
      id: contentId,
      kind: 'post',
      title: post.title,
      slug: post.slug,
      uri: `/${post.slug}/`,
      content: post.content,
      excerpt: post.excerpt,
      date: post.date,
      author_id: authors[index % authors.length] ?? null,
      image_id: image,
      coa_url: null,
    });
  }
  for (const page of SEED_PAGES) {
    contentId += 1;
    await insertContent({
      id: contentId,
      kind: 'page',
      title: page.title,
      slug: page.slug,
      uri: `/${page.slug}/`,
      content: page.content,
      excerpt: '',
      date: '2024-01-01T00:00:00.000Z',
      author_id: authors[0] ?? null,
      image_id: null,
      coa_url: null,
    });
  }

  for (const [index, category] of SEED_COA_CATEGORIES.entries()) {
    await db
      .insertInto('coa_categories')
      .values({ id: 60 + index, name: category.name, slug: category.slug })
      .execute();
  }
  const coaCategoryId = (slug: string) =>
    60 + SEED_COA_CATEGORIES.findIndex((category) => category.slug === slug);
  const withCoas = SEED_PRODUCTS.filter((product) => (product.coas ?? 0) > 0).slice(0, 14);
  for (const [index, product] of withCoas.entries()) {
    contentId += 1;
    const slug = `${slugify(product.name)}-coa`;
    const image = await addMedia(
      `/images/coas/${slug}.svg`,
      `${product.name} COA`,
      product.hue,
      'document',
    );
    await insertContent({
      id: contentId,
      kind: 'coa',
      title: `${product.name} COA`,
      slug,
      uri: `/coa/${slug}/`,
      content: `<p>Certificate of analysis of ${product.name}.</p>`,
      excerpt: '',
      date: new Date(Date.UTC(2025, 0, 1) + index * 86_400_000 * 5).toISOString(),
      author_id: null,
      image_id: image,
      coa_url: `https://lab.example.org/verify/${slug}`,
    });
    await db
      .insertInto('coa_category_links')
      .values({ content_id: contentId, category_id: coaCategoryId(product.category) })
      .execute();
  }
}
