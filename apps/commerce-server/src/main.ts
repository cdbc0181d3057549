import { ConfigError, serverOptionsFromEnv } from './env';
import { startServer } from './server';

let options: ReturnType<typeof serverOptionsFromEnv>;
try {
  options = serverOptionsFromEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`commerce server not started:\n${error.message}`);
  process.exit(1);
}
const server = await startServer(options);
console.log(`commerce server ready at ${server.url}`);

const stop = () => {
  server.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
