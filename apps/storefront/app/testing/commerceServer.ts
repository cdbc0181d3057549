import { type BorrowedEndpoint, borrowServerPerFile } from '@peptide/test-support/broker';

/**
 * A commerce server with a fresh database for this test file, borrowed from the run's server
 * broker (see `@peptide/test-support`), with the storefront's loaders pointed at it through
 * COMMERCE_GRAPHQL_URL while the file runs.
 *
 * @returns where the server answers, filled in once `beforeAll` has run
 */
export function commerceServerPerFile(): BorrowedEndpoint {
  return borrowServerPerFile({ endpointVariable: 'COMMERCE_GRAPHQL_URL' });
}
