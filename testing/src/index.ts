export {
  type CommerceEndpoint,
  commerceServerPerFile,
  type PerFileOptions,
  startCommerceServer,
  type TestCommerceServer,
} from './commerce-server';
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
export { type BrokeredServer, type ServerBroker, startServerBroker } from './server-broker';
