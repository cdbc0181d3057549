import { SERVER_MESSAGES } from '@peptide/domain';
import type { ASTVisitor, ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

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
