export type { ServerConfig, StartServerOptions } from './config';
export type { DatabaseHandle, Db } from './db/database';
export { openDatabase } from './db/database';
export type { RunningServer } from './server';
export { startServer } from './server';
export { productDescription } from './store/product-search';
