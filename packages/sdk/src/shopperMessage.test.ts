import { MESSAGES } from '@peptide/domain';
import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { shopperMessage } from './shopperMessage';

const said = (message: string) => new CombinedError({ graphQLErrors: [new GraphQLError(message)] });

describe('shopperMessage', () => {
  it('given a refusal in words / the backend message is shown', () => {
    expect(shopperMessage(said('Only 1 item(s) left in stock.'))).toBe(
      'Only 1 item(s) left in stock.',
    );
  });

  it.each([
    'Cannot query field "setPaymentMethod" on type "RootMutation".',
    'Unknown argument "where" on field "RootQuery.coas".',
    'Variable "$id" of required type "ID!" was not provided.',
    'Syntax Error: Unexpected Name "mutaton".',
  ])('given GraphQL words for a developer (%s) / a sentence with a way forward is shown', (raw) => {
    expect(shopperMessage(said(raw))).toBe(MESSAGES.requestFailed);
  });

  it('given a failed transport / a sentence with a way forward is shown', () => {
    const down = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(shopperMessage(down)).toBe(MESSAGES.requestFailed);
    const refused = new CombinedError({
      networkError: new Error('Response not successful: Received status code 400'),
    });
    expect(shopperMessage(refused)).toBe(MESSAGES.requestFailed);
  });

  it('given no error / there is no message', () => {
    expect(shopperMessage(undefined)).toBeNull();
  });
});
