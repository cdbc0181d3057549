import { type CommerceEndpoint, commerceServerPerFile as perFile } from '@peptide/test-support';

/**
 * The workspace's commerce server for this test file (see `@peptide/test-support`), with the
 * storefront's loaders pointed at it through COMMERCE_GRAPHQL_URL while the file runs.
 *
 * @returns where the server answers, filled in once `beforeAll` has run
 */
export function commerceServerPerFile(): CommerceEndpoint {
  return perFile({ endpointVariable: 'COMMERCE_GRAPHQL_URL' });
}
