/**
 * The one GraphQL test client and the shared fixtures, without vitest: for tools that run on
 * their own (the load runner, the bench).
 */
export { BILLING } from './fixtures';
export {
  type Answer,
  type AnsweredError,
  graphql,
  NoAnswer,
  postFrom,
  type SendOptions,
  sendOperation,
  type TypedAnswer,
} from './graphql-client';
export { HYDRATION_MARK_SCRIPT } from './hydration-mark';
