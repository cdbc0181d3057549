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

// A balancer's SIGTERM (a rolling restart) lets the requests in progress finish.
const leave = () => {
  server.drain().finally(() => process.exit(0));
};
process.once('SIGINT', leave);
process.once('SIGTERM', leave);
