import type { Db } from '../db/database';
import type { CoaCategory, Content } from '../graphql/models';
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
export function contentById(db: Db, kind: Content['kind'], id: number): Content | null {
  const row = db.prepare('SELECT * FROM content WHERE kind = ? AND id = ?').get(kind, id) as
    | ContentRow
    | undefined;
  return row ? toContent(row) : null;
}

/** Finds a post, page or COA entry by slug. */
export function contentBySlug(db: Db, kind: Content['kind'], slug: string): Content | null {
  const row = db.prepare('SELECT * FROM content WHERE kind = ? AND slug = ?').get(kind, slug) as
    | ContentRow
    | undefined;
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
export function contentByUri(db: Db, kind: Content['kind'], uri: string): Content | null {
  const normalized = `/${uri.trim().replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  const row = db
    .prepare('SELECT * FROM content WHERE kind = ? AND uri = ?')
    .get(kind, normalized) as ContentRow | undefined;
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
export function listContent(
  db: Db,
  kind: Content['kind'],
  filter: ContentFilter = {},
  window: { offset: number; limit: number } = { offset: 0, limit: -1 },
): Content[] {
  const clauses = ['c.kind = ?'];
  const params: unknown[] = [kind];
  if (filter.search) {
    const search = containsText(
      'content_search',
      'c.id',
      ['c.title', 'c.content', 'c.excerpt'],
      filter.search,
    );
    clauses.push(search.sql);
    params.push(...search.params);
  }
  if (filter.title) {
    clauses.push('c.title = ?');
    params.push(filter.title);
  }
  if (filter.name) {
    clauses.push('c.slug = ?');
    params.push(filter.name);
  }
  if (filter.categoryName) {
    clauses.push(
      'c.id IN (SELECT l.content_id FROM coa_category_links l JOIN coa_categories k ON k.id = l.category_id WHERE k.slug = ?)',
    );
    params.push(filter.categoryName);
  }
  if (filter.in) {
    clauses.push(`c.id IN (${filter.in.map(() => '?').join(',') || 'NULL'})`);
    params.push(...filter.in);
  }
  const rows = db
    .prepare(
      `SELECT c.* FROM content c WHERE ${clauses.join(' AND ')} ORDER BY c.date DESC, c.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, window.limit, window.offset) as ContentRow[];
  return rows.map(toContent);
}

const COA_CATEGORY_SELECT = `SELECT k.*, (SELECT COUNT(*) FROM coa_category_links l WHERE l.category_id = k.id) AS count FROM coa_categories k`;

/** Every COA category with its entry count, by name. */
export function listCoaCategories(db: Db): CoaCategory[] {
  const rows = db.prepare(`${COA_CATEGORY_SELECT} ORDER BY k.name`).all() as {
    id: number;
    name: string;
    slug: string;
    count: number;
  }[];
  return rows.map((row) => ({
    databaseId: row.id,
    name: row.name,
    slug: row.slug,
    count: row.count,
  }));
}

/** The categories of one COA entry. */
export function coaCategoriesOf(db: Db, contentId: number): CoaCategory[] {
  const rows = db
    .prepare(
      `${COA_CATEGORY_SELECT} WHERE k.id IN (SELECT category_id FROM coa_category_links WHERE content_id = ?) ORDER BY k.name`,
    )
    .all(contentId) as { id: number; name: string; slug: string; count: number }[];
  return rows.map((row) => ({
    databaseId: row.id,
    name: row.name,
    slug: row.slug,
    count: row.count,
  }));
}
