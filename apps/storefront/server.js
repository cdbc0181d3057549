// The shop's production server: react-router-serve's setup (compression, the build's hashed
// assets cached for a year, a log line per request, React Router for the rest), plus the
// security headers on static files, which react-router-serve cannot add, and the build's files
// sent as the build compressed them. The build holds a copy
// of public/, so public/ itself is not looked in again (react-router-serve also tried it, one
// more file lookup on every page request). A request the shop does not serve (a malformed
// target or Host, a host other than STOREFRONT_URL's, a method other than GET, HEAD and POST)
// is refused before anything else reads it; then a fresh page the page cache holds is written as
// kept, before Express and React Router.
// Usage: node server.js [build/server/index.js]; PORT (3000) and HOST (every interface).
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Before React loads (through React Router and the build): it picks its build by NODE_ENV then,
// and a development React under a production renderer fails every page.
process.env.NODE_ENV ??= 'production';
// Where this server listens is the storefront's address unless STOREFRONT_URL names another:
// the configuration (app/config.server.ts) reads it as STOREFRONT_PORT and STOREFRONT_HOST.
const port = Number(process.env.PORT ?? 3000);
process.env.STOREFRONT_PORT = String(port);
if (process.env.HOST) process.env.STOREFRONT_HOST = process.env.HOST;
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { default: expressStaticGzip } = await import('express-static-gzip');
const { default: morgan } = await import('morgan');

const buildPath = resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
const clientBuild = resolve(buildPath, '../..', 'client');
/** A static file's headers, the gate and the client's address, from the server build. */
const {
  staticFileHeaders,
  CLIENT_ADDRESS_HEADER,
  clientAddressResolver,
  requestGate,
  keptPage,
  checkSessionStore,
  closeConnections,
} = build.entry.module;
// A session store that cannot be written (STOREFRONT_SESSION_DIR, STOREFRONT_REDIS_URL) stops
// the start, naming its setting.
await checkSessionStore();
/** What is refused before anything else reads a request (a bad STOREFRONT_URL stops the start). */
const refusedRequest = requestGate();
/** The client's address: the socket's, or behind STOREFRONT_TRUST_PROXY's proxies theirs. */
const clientAddress = clientAddressResolver();
// A file is served as the build compressed it (`name.br`, `name.gz`): its headers are the file's.
const setHeaders = (response, path) => {
  const headers = staticFileHeaders(path.replace(/\.(br|gz)$/, ''));
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
};
/**
 * Serves a folder of the client build in the encoding the request takes, from the brotli and
 * gzip copies the build wrote beside each file (vite/precompress.ts): compressing a first visit's
 * 60 scripts on every request cost the server 50 to 70 ms of CPU while the browser hydrated.
 */
const precompressed = (folder, options = {}) =>
  expressStaticGzip(folder, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: { ...options, setHeaders },
  });

const app = express();
app.disable('x-powered-by');
const log = morgan('tiny');
app.use(compression());
app.use(
  '/assets',
  precompressed(resolve(clientBuild, 'assets'), { immutable: true, maxAge: '1y' }),
);
// Only a path under one of the build's own top-level names can be a file: a page's path is not
// looked up on disk (a file lookup was a tenth of a kept page's cost).
const buildNames = new Set(readdirSync(clientBuild));
const buildFile = precompressed(clientBuild);
app.use((request, response, next) =>
  buildNames.has(request.path.split('/', 2)[1] ?? '') ? buildFile(request, response, next) : next(),
);
app.use(log);
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
  }),
);

// A malformed request, or a host or method the shop does not serve, is refused first.
const server = createServer((request, response) => {
  const refusal = refusedRequest(request);
  if (refusal) {
    log(request, response, () =>
      response.writeHead(refusal.status, refusal.headers).end(refusal.body),
    );
    return;
  }
  // The app's limits count, and its backend calls name, the address found here, never a
  // header of the client's own.
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request);
  // A fresh page the page cache holds is written as kept, logged like any page: through
  // Express, its compression and React Router a hit cost several times as much.
  const { method, url, headers } = request;
  const page = keptPage(method, url, headers['accept-encoding'], headers.cookie);
  if (!page) return app(request, response);
  log(request, response, () => response.writeHead(page.status, page.headers).end(page.body));
});
const onListen = () =>
  console.log(`[storefront] http://${process.env.HOST ?? 'localhost'}:${port}`);
if (process.env.HOST) server.listen(port, process.env.HOST, onListen);
else server.listen(port, onListen);
/** How long requests in flight may take to finish once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;
// On SIGTERM or SIGINT: no new connection is taken, idle keep-alive ones close, the requests in
// flight finish, then the Redis connection closes and the process exits. One that takes longer
// than the grace period is cut off, so the process always ends (an open Redis connection alone
// kept it alive).
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    setTimeout(() => {
      console.error(`[storefront] requests still open after ${SHUTDOWN_GRACE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.close(async (error) => {
      if (error) console.error(error);
      await closeConnections();
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
