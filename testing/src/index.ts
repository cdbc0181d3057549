// The client and fixtures of `./client`, and what needs vitest or the commerce server besides.
export * from './client';
export {
  type CommerceEndpoint,
  commerceServerPerFile,
  type PerFileOptions,
  startCommerceServer,
  type TestCommerceServer,
} from './commerce-server';
export { type BrokeredServer, type ServerBroker, startServerBroker } from './server-broker';
