import { freeShippingAmount } from '../../cart/build-cart';
import { MAX_TEXT_LENGTH } from '../../config';
import { limitLength } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import type { Content } from '../../model/models';
import {
  coaCategoriesOf,
  contentById,
  contentBySlug,
  contentByUri,
  listCoaCategories,
  listContent,
} from '../../store/content';
import { mediaById } from '../../store/media';
import { listPaymentGateways } from '../../store/shop';
import { userById } from '../../store/users';
import type { GraphQLContext } from '../context';
import { COA_PAGE, NESTED_PAGE, pageOfRows, paginate } from '../pagination';
import { databaseIdFrom, globalId, ID_TYPES, numericId } from './ids';

function findContent(
  ctx: GraphQLContext,
  kind: 'post' | 'page',
  id: string,
  idType: string | null | undefined,
): Promise<Content | null> {
  switch (idType ?? 'ID') {
    case 'SLUG':
      return contentBySlug(ctx.db, kind, id);
    case 'URI':
      return contentByUri(ctx.db, kind, id);
    case 'DATABASE_ID':
      return contentById(ctx.db, kind, numericId(id, kind));
    default:
      return contentById(ctx.db, kind, databaseIdFrom(id, kind));
  }
}

const featuredImage = async (entry: Content, _args: unknown, { db }: GraphQLContext) => {
  const media = entry.imageId == null ? null : await mediaById(db, entry.imageId);
  return media ? { node: media } : null;
};

/** Resolvers of posts, pages, COAs and the shop settings the storefront reads. */
export const contentResolvers: Resolvers = {
  RootQuery: {
    post: (_root, args, ctx) => findContent(ctx, 'post', args.id, args.idType),
    page: (_root, args, ctx) => findContent(ctx, 'page', args.id, args.idType),
    posts: (_root, args, { db }) => {
      const where = args.where ?? {};
      limitLength(where.search, 'search', MAX_TEXT_LENGTH);
      const ids = where.in
        ?.filter((id): id is string => id != null)
        .map((id) => (/^\d+$/.test(id) ? Number(id) : databaseIdFrom(id, 'post')));
      const filter = {
        search: where.search,
        title: where.title,
        name: where.name,
        in: ids ?? null,
      };
      return pageOfRows(args, (rows) => listContent(db, 'post', filter, rows));
    },
    coas: (_root, args, { db }) => {
      const filter = { search: args.where?.search, categoryName: args.where?.categoryName };
      return pageOfRows(args, (rows) => listContent(db, 'coa', filter, rows), COA_PAGE);
    },
    coaCategories: async (_root, args, { db }) =>
      paginate(await listCoaCategories(db), args, NESTED_PAGE),
    freeShippingAmount: (_root, _args, { db }) => freeShippingAmount(db),
    paymentGateways: async (_root, args, { db }) =>
      paginate(await listPaymentGateways(db), args, NESTED_PAGE),
  },
  Post: {
    id: (post) => globalId(ID_TYPES.post, post.databaseId),
    databaseId: (post) => post.databaseId,
    title: (post) => post.title,
    slug: (post) => post.slug,
    uri: (post) => post.uri,
    date: (post) => post.date,
    content: (post) => post.content,
    excerpt: (post) => post.excerpt,
    featuredImage,
    author: async (post, _args, { db }) => {
      const author = post.authorId == null ? null : await userById(db, post.authorId);
      return author ? { node: author } : null;
    },
  },
  Page: {
    id: (page) => globalId(ID_TYPES.post, page.databaseId),
    databaseId: (page) => page.databaseId,
    title: (page) => page.title,
    slug: (page) => page.slug,
    uri: (page) => page.uri,
    date: (page) => page.date,
    content: (page) => page.content,
  },
  Coa: {
    id: (coa) => globalId(ID_TYPES.post, coa.databaseId),
    databaseId: (coa) => coa.databaseId,
    title: (coa) => coa.title,
    slug: (coa) => coa.slug,
    date: (coa) => coa.date,
    featuredImage,
    coaFields: (coa) => ({ coaUrl: coa.coaUrl }),
    coaCategories: async (coa, _args, { db }) => ({
      nodes: await coaCategoriesOf(db, coa.databaseId),
    }),
  },
  CoaCategory: {
    id: (category) => globalId(ID_TYPES.coaCategory, category.databaseId),
    databaseId: (category) => category.databaseId,
    name: (category) => category.name,
    slug: (category) => category.slug,
    count: (category) => category.count,
  },
};
