import { Lexer, Source, TokenKind } from 'graphql';

/** The tokens that open a level of nesting: a selection set, a list, an object or arguments. */
const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** Which size limit a document is over, as {@link documentOverSize} tells it. */
export type SizeLimit = 'tokens' | 'nesting';

/**
 * Tells whether a GraphQL document holds more than `maxTokens` tokens or nests its brackets
 * (`{`, `[`, `(`) more than `maxNesting` deep, reading it with graphql's lexer one token at a time
 * and stopping at the first token over.
 *
 * @param query - the document's text, not yet parsed
 * @param maxTokens - the most tokens allowed (comments are not tokens)
 * @param maxNesting - the deepest bracket nesting allowed
 * @returns the limit it is over, or null when within both or when the text does not lex (the
 *   parser then reports the syntax error)
 * @remarks graphql's parser recurses once per bracket and overflows the stack a few thousand
 *   levels down (a list literal nested 3,500 deep answered 500); the lexer does not recurse, so
 *   checking here first means the parser only ever sees shallow documents.
 */
export function documentOverSize(
  query: string,
  maxTokens: number,
  maxNesting: number,
): SizeLimit | null {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      tokens += 1;
      if (tokens > maxTokens) return 'tokens';
      if (OPENING.has(token.kind)) nesting += 1;
      else if (CLOSING.has(token.kind)) nesting -= 1;
      if (nesting > maxNesting) return 'nesting';
    }
  } catch {
    // Only a syntax error is thrown here; the parser reports it with its position.
    return null;
  }
  return null;
}
