/**
 * A response the transport refused: a status of 300 or above, or a body with neither `data`
 * nor `errors`. urql surfaces it as the `networkError` of the result's `CombinedError`.
 */
export class ServerResponseError extends Error {
  override readonly name = 'ServerResponseError';
  /** The HTTP status of the refused response. */
  readonly statusCode: number;
  /** The parsed JSON body when there was one, so GraphQL errors behind a 4xx stay readable. */
  readonly result: unknown;

  constructor(message: string, statusCode: number, result: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.result = result;
  }
}
