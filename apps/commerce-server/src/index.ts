export type { ServerConfig, StartServerOptions } from './config';
export type { RunningServer } from './server';
export { startServer } from './server';
