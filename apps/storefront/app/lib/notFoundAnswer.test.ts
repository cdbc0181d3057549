import { SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { saysNotFound } from './notFoundAnswer';

describe('saysNotFound', () => {
  it.each([
    'No product ID was found corresponding to the slug: no-such-product',
    'No order exists with the database_id: 999999',
    'Not authorized to access this order',
  ])('given WooGraphQL’s “%s” / it is a not-found answer', (message) => {
    expect(saysNotFound({ message, extensions: { category: 'user' } as never })).toBe(true);
  });

  it('given the shop’s commerce server’s NOT_FOUND / it is a not-found answer', () => {
    const error = { message: SERVER_MESSAGES.orderNotFound, extensions: { code: 'NOT_FOUND' } };
    expect(saysNotFound(error)).toBe(true);
  });

  it('given another refusal / it is not', () => {
    expect(saysNotFound({ message: 'Internal server error' })).toBe(false);
  });
});
