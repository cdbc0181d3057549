import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import { inWindow, type RowWindow } from '../db/engine';
import type { CoaCategory, Content } from '../model/models';
import { containsText } from './text-search';

interface ContentRow {
  id: number;
  kind: Content['kind'];
  title: string;
  slug: string;
  uri: string;
  content: string;
  excerpt: string;
  date: string;
  author_id: number | null;
  image_id: number | null;
  coa_url: string | null;
}

function toContent(row: ContentRow): Content {
  return {
    databaseId: row.id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    uri: row.uri,
    content: row.content,
    excerpt: row.excerpt,
    date: row.date,
    authorId: row.author_id,
    imageId: row.image_id,
    coaUrl: row.coa_url,
  };
}

/** Finds a post, page or COA entry by database id, only of the given kind. */
export async function contentById(
  db: Db,
  kind: Content['kind'],
  id: number,
): Promise<Content | null> {
  const row = await db
    .selectFrom('content')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toContent(row) : null;
}

/** Finds a post, page or COA entry by slug. */
export async function contentBySlug(
  db: Db,
  kind: Content['kind'],
  slug: string,
): Promise<Content | null> {
  const row = await db
    .selectFrom('content')
    .selectAll()
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? toContent(row) : null;
}

/**
 * Finds a post or page by URI; leading and trailing slashes are optional, as in WordPress.
 *
 * @param db - the connection
 * @param kind - post or page
 * @param uri - e.g. `/terms-conditions/` or `terms-conditions`
 * @returns the entry or null
 */
export async function contentByUri(
  db: Db,
  kind: Content['kind'],
  uri: string,
): Promise<Content | null> {
  const normalized = `/${uri.trim().replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  const row = await db
    .selectFrom('content')
    .selectAll()
    .where('kind', '=', kind)
    .where('uri', '=', normalized)
    .executeTakeFirst();
  return row ? toContent(row) : null;
}

/** Filters of {@link listContent}. */
export interface ContentFilter {
  search?: string | null;
  title?: string | null;
  name?: string | null;
  categoryName?: string | null;
  in?: readonly number[] | null;
}

/**
 * Lists entries of a kind, newest first, all of them or the rows of `window`. `search` matches title, content and excerpt,
 * case-insensitively, as WordPress's search does.
 */
export async function listContent(
  db: Db,
  kind: Content['kind'],
  filter: ContentFilter = {},
  window: RowWindow = { offset: 0, limit: -1 },
): Promise<Content[]> {
  let query = db.selectFrom('content as c').selectAll('c').where('c.kind', '=', kind);
  if (filter.search) {
    query = query.where(
      containsText(
        db,
        'content_search',
        'c.id',
        ['c.title', 'c.content', 'c.excerpt'],
        filter.search,
      ),
    );
  }
  if (filter.title) query = query.where('c.title', '=', filter.title);
  if (filter.name) query = query.where('c.slug', '=', filter.name);
  const { categoryName } = filter;
  if (categoryName) {
    query = query.where('c.id', 'in', (eb) =>
      eb
        .selectFrom('coa_category_links as l')
        .innerJoin('coa_categories as k', 'k.id', 'l.category_id')
        .select('l.content_id')
        .where('k.slug', '=', categoryName),
    );
  }
  if (filter.in) {
    query = query.where(
      filter.in.length > 0
        ? sql<SqlBool>`${sql.ref('c.id')} IN (${sql.join(filter.in)})`
        : sql<SqlBool>`1 = 0`,
    );
  }
  const rows = await inWindow(
    query.orderBy('c.date', 'desc').orderBy('c.id', 'desc'),
    window,
  ).execute();
  return rows.map(toContent);
}

/** The COA categories with their entry counts. */
function coaCategoriesWithCounts(db: Db) {
  return db
    .selectFrom('coa_categories as k')
    .select(['k.id', 'k.name', 'k.slug'])
    .select((eb) =>
      eb
        .selectFrom('coa_category_links as l')
        .select(eb.fn.countAll<number | string>().as('count'))
        .whereRef('l.category_id', '=', 'k.id')
        .$asScalar()
        .$notNull()
        .as('count'),
    );
}

function toCoaCategory(row: {
  id: number;
  name: string;
  slug: string;
  count: number | string;
}): CoaCategory {
  return { databaseId: row.id, name: row.name, slug: row.slug, count: Number(row.count) };
}

/** Every COA category with its entry count, by name. */
export async function listCoaCategories(db: Db): Promise<CoaCategory[]> {
  const rows = await coaCategoriesWithCounts(db).orderBy('k.name').execute();
  return rows.map(toCoaCategory);
}

/** The categories of one COA entry. */
export async function coaCategoriesOf(db: Db, contentId: number): Promise<CoaCategory[]> {
  const rows = await coaCategoriesWithCounts(db)
    .where('k.id', 'in', (eb) =>
      eb.selectFrom('coa_category_links').select('category_id').where('content_id', '=', contentId),
    )
    .orderBy('k.name')
    .execute();
  return rows.map(toCoaCategory);
}
