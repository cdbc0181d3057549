import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { SERVER_MESSAGES } from '@peptide/domain';
import { type ASTVisitor, Lexer, Source, TokenKind, type ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

// `spec: false` keeps the 400 for clients that accept application/json, where Yoga answers 200 otherwise.
const BAD_REQUEST = { extensions: { code: 'BAD_REQUEST', http: { status: 400, spec: false } } };

/**
 * Refuses operations with more than `max` aliased fields, which could otherwise ask for the same
 * expensive list hundreds of times in one request (the depth limit does not catch that).
 *
 * @param max - the most aliases allowed in one document
 * @returns a Yoga plugin adding the validation rule
 */
export function maxAliasesPlugin(max: number): Plugin {
  const rule = (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias && ++aliases === max + 1) {
          context.reportError(
            createGraphQLError(SERVER_MESSAGES.tooManyAliases(max), { nodes: [node] }),
          );
        }
      },
    };
  };
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}

/**
 * Refuses, with a 400 and {@link SERVER_MESSAGES.queryTooDeep}, an operation whose selections
 * (fragments included) nest deeper than `max`, before any other validation or resolver runs.
 *
 * @param max - the deepest selection allowed
 * @returns a Yoga plugin adding GraphQL Armor's depth rule
 * @remarks Armor's own error says "Syntax Error" and answers 200; throwing from its rejection
 *   handler ends validation with this error alone.
 */
export function maxDepthPlugin(max: number): Plugin {
  const rule = maxDepthRule({
    n: max,
    propagateOnRejection: false,
    onReject: [
      () => {
        throw createGraphQLError(SERVER_MESSAGES.queryTooDeep(max), BAD_REQUEST);
      },
    ],
  });
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}

/**
 * Refuses, with a 400, a document of more than `max` tokens before it is parsed, so a huge or
 * deeply nested document cannot overflow the parser's stack (which happens before the depth
 * limit runs, at a few thousand levels).
 *
 * @param max - the most tokens one document may hold
 * @returns a Yoga plugin checking the request's query
 */
export function maxTokensPlugin(max: number): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query !== 'string') return;
      const lexer = new Lexer(new Source(params.query));
      let count = 0;
      try {
        while (lexer.advance().kind !== TokenKind.EOF && count <= max) count++;
      } catch {
        return; // a lexical error: the parser reports it
      }
      if (count > max) throw createGraphQLError(SERVER_MESSAGES.tooManyTokens(max), BAD_REQUEST);
    },
  };
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
          if (error instanceof SyntaxError)
            throw createGraphQLError(SERVER_MESSAGES.paramsNotJson, BAD_REQUEST);
          throw error;
        }
      });
    },
  };
}
