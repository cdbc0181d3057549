import type { Db } from '../db/database';
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
export function seedContent(db: Db, addMedia: AddMedia, now: number): void {
  const author = (first: string, last: string, email: string) =>
    Number(
      db
        .prepare(
          `INSERT INTO users (email, username, password_hash, first_name, last_name, display_name, role, created_at)
           VALUES (?, ?, NULL, ?, ?, ?, 'author', ?)`,
        )
        .run(
          email,
          slugify(`${first} ${last}`),
          first,
          last,
          `${first} ${last}`,
          new Date(now).toISOString(),
        ).lastInsertRowid,
    );
  const authors = [
    author('Elena', 'Marsh', 'elena@lab.example.org'),
    author('Jonas', 'Weber', 'jonas@lab.example.org'),
  ];

  const insertContent = db.prepare(
    `INSERT INTO content (id, kind, title, slug, uri, content, excerpt, date, author_id, image_id, coa_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let contentId = 2000;
  SEED_POSTS.forEach((post, index) => {
    contentId += 1;
    const image = addMedia(`/images/posts/${post.slug}.svg`, post.title, post.hue, 'document');
    insertContent.run(
      contentId,
      'post',
      post.title,
      post.slug,
      `/${post.slug}/`,
      post.content,
      post.excerpt,
      post.date,
      authors[index % authors.length],
      image,
      null,
    );
  });
  for (const page of SEED_PAGES) {
    contentId += 1;
    insertContent.run(
      contentId,
      'page',
      page.title,
      page.slug,
      `/${page.slug}/`,
      page.content,
      '',
      '2024-01-01T00:00:00.000Z',
      authors[0],
      null,
      null,
    );
  }

  SEED_COA_CATEGORIES.forEach((category, index) => {
    db.prepare('INSERT INTO coa_categories (id, name, slug) VALUES (?, ?, ?)').run(
      60 + index,
      category.name,
      category.slug,
    );
  });
  const coaCategoryId = (slug: string) =>
    60 + SEED_COA_CATEGORIES.findIndex((category) => category.slug === slug);
  SEED_PRODUCTS.filter((product) => (product.coas ?? 0) > 0)
    .slice(0, 14)
    .forEach((product, index) => {
      contentId += 1;
      const slug = `${slugify(product.name)}-coa`;
      const image = addMedia(
        `/images/coas/${slug}.svg`,
        `${product.name} COA`,
        product.hue,
        'document',
      );
      insertContent.run(
        contentId,
        'coa',
        `${product.name} COA`,
        slug,
        `/coa/${slug}/`,
        `<p>Certificate of analysis of ${product.name}.</p>`,
        '',
        new Date(Date.UTC(2025, 0, 1) + index * 86_400_000 * 5).toISOString(),
        null,
        image,
        `https://lab.example.org/verify/${slug}`,
      );
      db.prepare('INSERT INTO coa_category_links (content_id, category_id) VALUES (?, ?)').run(
        contentId,
        coaCategoryId(product.category),
      );
    });
}
