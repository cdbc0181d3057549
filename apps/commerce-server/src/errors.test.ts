import { GraphQLError as ViteGraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { fieldsError, limitLength, userError } from './errors';

/** The GraphQLError class Yoga checks against: the copy of graphql Node loaded for it. */
const YogaGraphQLError = createGraphQLError('probe').constructor;

describe('user errors', () => {
  it('given graphql loaded twice, as Vite does for source consumers, a user error is still of the class Yoga checks', () => {
    // This test runs without an alias on purpose: the server must not depend on its consumer's
    // bundler settings. Were the two copies one, the first assertion would be pointless.
    expect(new ViteGraphQLError('x')).not.toBeInstanceOf(YogaGraphQLError);
    expect(userError('Coupon "NOPE" does not exist!')).toBeInstanceOf(YogaGraphQLError);
    expect(fieldsError({ city: 'This field is required' })).toBeInstanceOf(YogaGraphQLError);
  });

  it('given a user error, it carries its message and code', () => {
    const error = userError('Coupon "NOPE" does not exist!', 'NOT_FOUND');
    expect(error.message).toBe('Coupon "NOPE" does not exist!');
    expect(error.extensions.code).toBe('NOT_FOUND');
  });

  it('given a string over the limit, it is refused; within it, returned unchanged', () => {
    expect(() => limitLength('abcd', 'city', 3)).toThrow(
      'city is too long (at most 3 characters).',
    );
    expect(limitLength('abc', 'city', 3)).toBe('abc');
  });

  it('given field problems, the first is the message and all are in extensions', () => {
    const error = fieldsError({ city: 'This field is required', phone: undefined, email: 'Bad' });
    expect(error?.message).toBe('city: This field is required');
    expect(error?.extensions.fields).toEqual({ city: 'This field is required', email: 'Bad' });
    expect(fieldsError({})).toBeNull();
  });
});
