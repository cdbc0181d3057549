import type { AnyVariables, OperationResult } from '@urql/core';

/** The data of a result that must have succeeded; a failure fails the test with its message. */
export function dataOf<Data, Variables extends AnyVariables>(
  result: OperationResult<Data, Variables>,
): Data {
  if (result.error) throw new Error(`${result.operation.kind} failed: ${result.error.message}`);
  if (result.data == null) throw new Error('no data');
  return result.data;
}

/** The messages of a result that must have failed. */
export function errorsOf(result: OperationResult): string[] {
  if (!result.error) throw new Error('expected the operation to fail');
  const { graphQLErrors, networkError } = result.error;
  return networkError ? [networkError.message] : graphQLErrors.map((error) => error.message);
}
