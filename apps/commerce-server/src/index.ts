export type { ServerConfig, StartServerOptions } from './config';
export type { DatabaseHandle, Db } from './db/database';
export type { RunningServer } from './server';
export { openDatabase } from './db/database';
export { startServer } from './server';
