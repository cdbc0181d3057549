import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { SERVER_MESSAGES } from '@peptide/domain';
import type { ASTVisitor, ValidationContext } from 'graphql';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { MAX_DEPTH } from '../config';
import { documentCost } from './document-cost';
import { documentOverSize } from './document-size';
import { fieldDepthRule } from './query-depth';
import { resolvedNodesLimitPlugin } from './resolved-nodes';
import type { IsTrusted } from './trusted-documents';

/**
 * A 400 error with `message`. `spec: false` keeps the 400 for clients that accept
 * application/json, where Yoga answers 200 otherwise; the extensions are built afresh each time
 * because Yoga takes `http` out of an error's extensions object when it answers.
 */
function badRequest(message: string) {
  return createGraphQLError(message, {
    extensions: { code: 'BAD_REQUEST', http: { status: 400, spec: false } },
  });
}

/**
 * Most nodes one operation may ask for, in {@link documentCost}'s measure (GitHub's: each
 * connection's page times the pages above it), checked before it runs. GitHub's own limit: a real
 * WooGraphQL storefront's cart, 100 lines each with its product's 100 variations and their
 * attributes, asks for 118,100 (`storefront-documents.ts`); 100 products of 100 variations of 100 attributes, 1,010,100.
 */
export const MAX_COST = 500_000;

/**
 * Most nodes one query may answer, counted as it runs (see `resolved-nodes.ts`). The real
 * storefront's dearest documents answer a few hundred on the seeded catalogue (the whole
 * catalogue with every variation, a cart of every variation); forty aliased lists of 100 product
 * cards answer about 2,500 and are stopped.
 */
export const MAX_RESOLVED_NODES = 2_000;

/**
 * Most aliased fields one operation may hold: a real WooGraphQL storefront's product documents
 * hold up to 37 (the SDK's operations hold none). Their breadth is the cost limit's to bound.
 */
export const MAX_ALIASES = 50;

/** Most directives one operation may hold (the SDK's operations hold none). */
export const MAX_DIRECTIVES = 10;

/**
 * Most tokens one GraphQL document may hold. The SDK's largest operation holds about 230 and a
 * real storefront's largest documents a few thousand; 10,000 leaves them room while parsing and
 * validating one document still takes milliseconds. Bodies are limited to 1 MB apart from this.
 */
export const MAX_TOKENS = 10_000;

/**
 * Deepest brackets (`{`, `[`, `(`) one document may nest. The SDK's operations nest 7 (each
 * fragment starts afresh) and one spelling out {@link MAX_DEPTH} levels of selections about 30;
 * graphql's parser overflows the stack, which answered 500, a few thousand levels down.
 */
export const MAX_NESTING = 64;

/** The limits GraphQL documents are held to; see {@link documentLimitPlugins}. */
export interface DocumentLimits {
  /** Most nodes asked for; see {@link MAX_COST}. */
  maxCost: number;
  /** Most nodes a query answers; see {@link MAX_RESOLVED_NODES}. */
  maxResolvedNodes: number;
  /** Most aliases. */
  maxAliases: number;
  /** Most directives. */
  maxDirectives: number;
  /** Most tokens, for every document, trusted or not. */
  maxTokens: number;
  /** Deepest bracket nesting, for every document, trusted or not. */
  maxNesting: number;
  /** Deepest selection. */
  maxDepth: number;
}

/** The server's limits. */
export const DOCUMENT_LIMITS: DocumentLimits = {
  maxCost: MAX_COST,
  maxResolvedNodes: MAX_RESOLVED_NODES,
  maxAliases: MAX_ALIASES,
  maxDirectives: MAX_DIRECTIVES,
  maxTokens: MAX_TOKENS,
  maxNesting: MAX_NESTING,
  maxDepth: MAX_DEPTH,
};

/** A GraphQL Armor rejection handler that ends validation with `message` and a 400. */
function refuseWith(message: string) {
  return () => {
    throw badRequest(message);
  };
}

/** GraphQL Armor's options that replace its "Syntax Error" answer (status 200) by `message`. */
function rejectWith(message: string) {
  return { propagateOnRejection: false, onReject: [refuseWith(message)] };
}

/** A Yoga plugin adding one validation rule for the documents that are not trusted. */
function rulePlugin(
  rule: (context: ValidationContext) => ASTVisitor,
  isTrusted: IsTrusted,
): Plugin {
  return {
    onValidate({ params: { documentAST }, addValidationRule }) {
      if (!isTrusted(documentAST)) addValidationRule(rule);
    },
  };
}

/**
 * Refuses, with a 400 and {@link SERVER_MESSAGES.queryTooCostly}, an untrusted request whose
 * operation's {@link documentCost} (the nodes it asks for) under the request's variables is over
 * `max`, before it runs.
 *
 * @param max - the highest cost allowed
 * @param isTrusted - which documents are exempt
 * @returns a Yoga plugin checking the cost once the other rules passed the document
 * @remarks Checked after validation rather than as a rule of it: Yoga caches validation by
 *   document, and the cost depends on the variables too.
 */
export function costLimitPlugin(max: number, isTrusted: IsTrusted): Plugin {
  return {
    onValidate({ context, params: { schema, documentAST } }) {
      if (isTrusted(documentAST)) return;
      const params = (context as { params?: GraphQLParams }).params;
      const request = { variables: params?.variables ?? {}, operationName: params?.operationName };
      return ({ valid }: { valid: boolean }) => {
        if (valid && documentCost(schema, documentAST, request) > max)
          throw badRequest(SERVER_MESSAGES.queryTooCostly(max));
      };
    },
  };
}

/**
 * Refuses, with a 400, a document of more than `maxTokens` tokens
 * ({@link SERVER_MESSAGES.tooManyTokens}) or whose brackets nest more than `maxNesting` deep
 * ({@link SERVER_MESSAGES.queryNestedTooDeeply}), before Yoga parses it; see
 * {@link documentOverSize}.
 *
 * @param maxTokens - the most tokens one document may hold
 * @param maxNesting - the deepest bracket nesting allowed
 * @returns a Yoga plugin checking the request's query text, GET or POST
 * @remarks Throwing from Yoga's parse would answer 200 to clients accepting application/json;
 *   checking the parameters keeps the 400. A document with a syntax error is left to Yoga's
 *   parser to report.
 */
export function documentSizePlugin(maxTokens: number, maxNesting: number): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query !== 'string') return;
      const over = documentOverSize(params.query, maxTokens, maxNesting);
      if (over === 'tokens') throw badRequest(SERVER_MESSAGES.tooManyTokens(maxTokens));
      if (over === 'nesting') throw badRequest(SERVER_MESSAGES.queryNestedTooDeeply(maxNesting));
    },
  };
}

/**
 * The plugins that hold GraphQL documents to `limits`, each refusing with a 400 and a clear
 * message from {@link SERVER_MESSAGES}: every document to the token and nesting limits, and the
 * untrusted ones to depth (in fields), aliases, directives, the nodes they ask for and, for
 * queries, the nodes they answer.
 *
 * @param limits - the limits; the server uses {@link DOCUMENT_LIMITS}
 * @param isTrusted - the documents exempt from depth, aliases, directives and cost: the server
 *   passes the SDK's own operations (`isSdkDocument`), whose shape is fixed and whose page
 *   sizes the server caps at run time
 * @returns Yoga plugins, GraphQL Armor's rules under the shop's messages
 * @remarks Armor's own errors say "Syntax Error" and answer 200; throwing from its rejection
 *   handlers ends validation with the shop's error alone.
 */
export function documentLimitPlugins(limits: DocumentLimits, isTrusted: IsTrusted): Plugin[] {
  return [
    documentSizePlugin(limits.maxTokens, limits.maxNesting),
    rulePlugin(
      fieldDepthRule(limits.maxDepth, refuseWith(SERVER_MESSAGES.queryTooDeep(limits.maxDepth))),
      isTrusted,
    ),
    rulePlugin(
      maxAliasesRule({
        n: limits.maxAliases,
        ...rejectWith(SERVER_MESSAGES.tooManyAliases(limits.maxAliases)),
      }),
      isTrusted,
    ),
    rulePlugin(
      maxDirectivesRule({
        n: limits.maxDirectives,
        ...rejectWith(SERVER_MESSAGES.tooManyDirectives(limits.maxDirectives)),
      }),
      isTrusted,
    ),
    costLimitPlugin(limits.maxCost, isTrusted),
    resolvedNodesLimitPlugin(limits.maxResolvedNodes, isTrusted),
  ];
}

/**
 * Answers 400 with a clear message, instead of 500, when the `variables` or `extensions` of a GET
 * or form request are not JSON.
 *
 * @returns a Yoga plugin wrapping the request parser
 */
export function badParamsPlugin(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (error instanceof SyntaxError) throw badRequest(SERVER_MESSAGES.paramsNotJson);
          throw error;
        }
      });
    },
  };
}
