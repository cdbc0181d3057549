import { decodeBase64 } from '@peptide/domain';
import type { Resolvers, TaxonomyEnum } from '../../generated/resolvers-types';
import type { ProductCategory } from '../../model/models';
import type { AttributeTerm, Taxonomy } from '../../model/terms';
import { listCategories } from '../../store/categories';
import { attributeTermType, shopTaxonomies } from '../../store/taxonomies';
import {
  queryTerms,
  TERM_QUERY_ARGUMENTS,
  type Term,
  type TermQuery,
  taxonomyOf,
} from '../../store/term-query';
import type { GraphQLContext } from '../context';
import { paginate } from '../pagination';
import { refuseUnanswered } from '../unanswered-arguments';
import { databaseIdFrom, globalId, ID_TYPES } from './ids';
import { nodeFlags } from './node-flags';

/** A term connection's where-arguments, as the schema's `…ToTermNodeConnectionWhereArgs`. */
interface TermWhere {
  taxonomies?: readonly (TaxonomyEnum | null)[] | null;
  include?: readonly (string | null)[] | null;
  exclude?: readonly (string | null)[] | null;
  hideEmpty?: boolean | null;
  slug?: readonly (string | null)[] | null;
  name?: readonly (string | null)[] | null;
  nameLike?: string | null;
  descriptionLike?: string | null;
  search?: string | null;
  orderby?: string | null;
  order?: 'ASC' | 'DESC' | null;
}

/** Term ids as WPGraphQL takes them: database ids, or global ids. */
function termIds(ids: readonly (string | null)[] | null | undefined): number[] | null {
  if (!ids) return null;
  return ids
    .filter((id): id is string => id != null)
    .map((id) => (/^\d+$/.test(id) ? Number(id) : databaseIdFrom(id, 'term')));
}

/**
 * Reads a term connection's where-argument into the shop's term query, refusing the parts it
 * does not answer. A taxonomy of the enum the shop has no terms in (tags, brands) matches none.
 */
function termQuery(where: TermWhere | null | undefined, taxonomies: Taxonomy[]): TermQuery {
  refuseUnanswered(where, TERM_QUERY_ARGUMENTS);
  const asked = where?.taxonomies?.filter((taxonomy) => taxonomy != null);
  return {
    ...where,
    taxonomies: asked?.flatMap((value) =>
      taxonomies
        .filter((taxonomy) => taxonomy.graphqlSingleName.toUpperCase() === value)
        .map((taxonomy) => taxonomy.name),
    ),
    include: termIds(where?.include),
    exclude: termIds(where?.exclude),
  };
}

/** Every term of the shop: the categories, then each global attribute's terms. */
async function allTerms({ db, catalog }: GraphQLContext): Promise<Term[]> {
  const [categories, terms] = await Promise.all([
    listCategories(db).then((list) => catalog.remember(list)),
    catalog.attributeTerms(),
  ]);
  return [...categories, ...terms];
}

/** The shop's taxonomies: product categories and the global attributes. */
async function taxonomiesOf({ catalog }: GraphQLContext): Promise<Taxonomy[]> {
  return shopTaxonomies(await catalog.globalAttributes());
}

/**
 * A taxonomy's terms of a list, filtered and paged as a term connection.
 *
 * @param terms - the terms to choose from
 * @param args - the connection's paging and where-arguments
 * @param ctx - the request
 */
export async function termConnection(
  terms: readonly Term[],
  args: { first?: number | null; after?: string | null; where?: TermWhere | null },
  ctx: GraphQLContext,
) {
  const query = termQuery(args.where, await taxonomiesOf(ctx));
  return paginate(queryTerms(terms, query), args);
}

/** The fields every term type answers alike, WPGraphQL's `TermNode`. */
const termFields = {
  ...nodeFlags('term'),
  id: (term: Term) => globalId(ID_TYPES.term, term.databaseId),
  databaseId: (term: Term) => term.databaseId,
  name: (term: Term) => term.name,
  slug: (term: Term) => term.slug,
  description: (term: Term) => term.description,
  count: (term: Term) => term.count,
  taxonomyName: taxonomyOf,
  // WordPress numbers a term and its place in a taxonomy apart; the shop's terms are in one
  // taxonomy each, under one number.
  termTaxonomyId: (term: Term) => term.databaseId,
  termGroupId: () => 0,
};

/** Resolvers of the taxonomies and their terms: categories and global attribute terms. */
export const termResolvers: Resolvers = {
  RootQuery: {
    terms: async (_root, args, ctx) => termConnection(await allTerms(ctx), args, ctx),
    taxonomies: async (_root, args, ctx) => paginate(await taxonomiesOf(ctx), args),
    taxonomy: async (_root, args, ctx) => {
      const name =
        args.idType === 'NAME' ? args.id : /^taxonomy:(.+)$/.exec(decodeBase64(args.id) ?? '')?.[1];
      return (await taxonomiesOf(ctx)).find((taxonomy) => taxonomy.name === name) ?? null;
    },
  },
  TermNode: {
    __resolveType: (term) =>
      'taxonomy' in term ? (attributeTermType(term.taxonomy) as 'PaSize') : 'ProductCategory',
  },
  Taxonomy: {
    id: (taxonomy) => globalId('taxonomy', taxonomy.name),
    name: (taxonomy) => taxonomy.name,
    label: (taxonomy) => taxonomy.label,
    description: (taxonomy) => taxonomy.description,
    graphqlSingleName: (taxonomy) => taxonomy.graphqlSingleName,
    graphqlPluralName: (taxonomy) => taxonomy.graphqlPluralName,
    hierarchical: (taxonomy) => taxonomy.hierarchical,
    public: (taxonomy) => taxonomy.public,
    restBase: (taxonomy) => taxonomy.restBase,
    showInGraphql: () => true,
    connectedTerms: async (taxonomy, args, ctx) =>
      paginate(
        (await allTerms(ctx)).filter((term) => taxonomyOf(term) === taxonomy.name),
        args,
      ),
  },
  ProductCategory: {
    ...termFields,
    link: (category: ProductCategory, _args, { config }) =>
      `${config.storefrontUrl}/product-category/${category.slug}/`,
    parentDatabaseId: () => null,
    parentId: () => null,
  },
  PaSize: {
    ...termFields,
    // An attribute's taxonomy is not public: its terms have no page of their own.
    link: () => null,
    uri: () => null,
    count: (term: AttributeTerm) => term.count,
  },
};
