import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { SERVER_MESSAGES } from '@peptide/domain';
import {
  type ASTNode,
  type ASTVisitor,
  Kind,
  type OperationDefinitionNode,
  type ValidationContext,
  visit,
} from 'graphql';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';

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
 * Highest cost one operation may have, in GraphQL Armor's measure: each field costs 1, each object
 * 2, a selection nested one level deeper 1.5 times as much, and a list asked for with
 * `first`/`last` as many times as it asks for. The SDK's dearest operations, the cart mutations
 * (up to 100 lines with their products), cost about 260,000 and GetProducts (100 product cards)
 * about 48,000; fifty aliased copies of a product list cost well over 1,000,000.
 */
export const MAX_COST = 600_000;

/** Most aliased fields one operation may hold (the SDK's operations hold none). */
export const MAX_ALIASES = 10;

/** Most directives one operation may hold (the SDK's operations hold none). */
export const MAX_DIRECTIVES = 10;

/** Most tokens one GraphQL document may hold (the SDK's largest operation holds about 300). */
export const MAX_TOKENS = 2000;

/** Deepest selection one operation may nest, in Armor's count (the SDK's cart mutations nest 14). */
export const MAX_DEPTH = 15;

/** The limits every GraphQL document is held to; see {@link documentLimitPlugins}. */
export interface DocumentLimits {
  /** Highest cost; see {@link MAX_COST}. */
  maxCost: number;
  /** Most aliases. */
  maxAliases: number;
  /** Most directives. */
  maxDirectives: number;
  /** Most tokens. */
  maxTokens: number;
  /** Deepest selection. */
  maxDepth: number;
}

/** The server's limits. */
export const DOCUMENT_LIMITS: DocumentLimits = {
  maxCost: MAX_COST,
  maxAliases: MAX_ALIASES,
  maxDirectives: MAX_DIRECTIVES,
  maxTokens: MAX_TOKENS,
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

/** A Yoga plugin adding one validation rule. */
function rulePlugin(rule: (context: ValidationContext) => ASTVisitor): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}

/**
 * The integer page sizes an operation's variables stand for: the request's value, else the
 * variable's default.
 */
function pageSizeVariables(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Map<string, string> {
  const sizes = new Map<string, string>();
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const value = variables[name];
    if (Number.isSafeInteger(value)) sizes.set(name, String(value));
    else if (definition.defaultValue?.kind === Kind.INT)
      sizes.set(name, definition.defaultValue.value);
  }
  return sizes;
}

/** `node` with each `first`/`last` argument given by a variable written as its integer value. */
function withPageSizes<T extends ASTNode>(node: T, sizes: Map<string, string>): T {
  return visit(node, {
    Argument(argument) {
      if (argument.name.value !== 'first' && argument.name.value !== 'last') return undefined;
      if (argument.value.kind !== Kind.VARIABLE) return undefined;
      const size = sizes.get(argument.value.name.value);
      return size === undefined
        ? undefined
        : { ...argument, value: { kind: Kind.INT, value: size } };
    },
  });
}

/**
 * Refuses, with a 400 and {@link SERVER_MESSAGES.queryTooCostly}, an operation whose GraphQL
 * Armor cost is over `max`.
 *
 * @param max - the highest cost allowed
 * @returns a Yoga plugin adding the cost rule
 * @remarks Armor multiplies by `first`/`last` only when they are written in the document; this
 *   rule shows it the page sizes that variables (or their defaults) ask for too, or `first: $n`
 *   with `n` sent beside the query would cost as little as one item.
 */
export function costLimitPlugin(max: number): Plugin {
  return {
    onValidate({ context, params: { schema, documentAST }, validateFn }) {
      const variables = (context as { params?: GraphQLParams }).params?.variables ?? {};
      let sizes = new Map<string, string>();
      const armor = costLimitRule({
        maxCost: max,
        ...rejectWith(SERVER_MESSAGES.queryTooCostly(max)),
      });
      const rule = (validation: ValidationContext): ASTVisitor => {
        const sized = new Proxy(validation, {
          get(target, property) {
            if (property === 'getFragment')
              return (name: string) => {
                const fragment = target.getFragment(name);
                return fragment && withPageSizes(fragment, sizes);
              };
            const value = Reflect.get(target, property, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
        const visitor = armor(sized);
        return {
          OperationDefinition(operation) {
            sizes = pageSizeVariables(operation, variables);
            visitor.OperationDefinition.enter(withPageSizes(operation, sizes));
          },
        };
      };
      // Run after the other rules, on a document they passed, rather than added to them: Yoga
      // caches validation by document, and the cost depends on the variables too. Yoga's own
      // validate, which takes schemas of its copy of graphql.
      return ({ valid }: { valid: boolean }) => {
        if (valid) validateFn(schema, documentAST, [rule]);
      };
    },
  };
}

/**
 * Refuses, with a 400 and {@link SERVER_MESSAGES.tooManyTokens}, a document of more than `max`
 * tokens, counted by GraphQL Armor's parser, which stops at the first token over: a huge or deeply
 * nested document cannot overflow the parser's stack (which happens at a few thousand levels,
 * before the depth limit runs).
 *
 * @param max - the most tokens one document may hold
 * @returns a Yoga plugin checking the request's query before Yoga parses it
 * @remarks Armor's own plugin throws from Yoga's parse, where Yoga turns any error into one that
 *   answers 200 to clients accepting application/json; checking the parameters keeps the 400.
 *   A document with a syntax error is left to Yoga's parser to report.
 */
export function maxTokensPlugin(max: number): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query !== 'string') return;
      let over = false;
      const parser = new MaxTokensParserWLexer(params.query, {
        n: max,
        propagateOnRejection: false,
        onReject: [
          () => {
            over = true;
            throw badRequest(SERVER_MESSAGES.tooManyTokens(max));
          },
        ],
      });
      try {
        parser.parseDocument();
      } catch (error) {
        if (over) throw error;
      }
    },
  };
}

/**
 * The plugins that hold every GraphQL document to `limits`, each refusing with a 400 and a clear
 * message from {@link SERVER_MESSAGES}: tokens, depth (fragments included), aliases, directives
 * and cost.
 *
 * @param limits - the limits; the server uses {@link DOCUMENT_LIMITS}
 * @returns Yoga plugins, GraphQL Armor's rules under the shop's messages
 * @remarks Armor's own errors say "Syntax Error" and answer 200; throwing from its rejection
 *   handlers ends parsing or validation with the shop's error alone.
 */
export function documentLimitPlugins(limits: DocumentLimits): Plugin[] {
  return [
    maxTokensPlugin(limits.maxTokens),
    rulePlugin(
      maxDepthRule({
        n: limits.maxDepth,
        ...rejectWith(SERVER_MESSAGES.queryTooDeep(limits.maxDepth)),
      }),
    ),
    rulePlugin(
      maxAliasesRule({
        n: limits.maxAliases,
        ...rejectWith(SERVER_MESSAGES.tooManyAliases(limits.maxAliases)),
      }),
    ),
    rulePlugin(
      maxDirectivesRule({
        n: limits.maxDirectives,
        ...rejectWith(SERVER_MESSAGES.tooManyDirectives(limits.maxDirectives)),
      }),
    ),
    costLimitPlugin(limits.maxCost),
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
