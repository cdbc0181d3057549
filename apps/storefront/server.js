// The shop's production server: a request the shop does not serve is refused, a fresh kept page
// is written as kept, a file of the client build is sent as the build compressed it, and React
// Router answers the rest, compressed. Usage: node server.js [build/server/index.js]; PORT
// (3000) and HOST (every interface).
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Before React loads (through the build): it picks its build by NODE_ENV then.
process.env.NODE_ENV ??= 'production';
// Where this server listens is the storefront's address unless STOREFRONT_URL names another.
const port = Number(process.env.PORT ?? 3000);
process.env.STOREFRONT_PORT = String(port);
if (process.env.HOST) process.env.STOREFRONT_HOST = process.env.HOST;
const { createRequestListener } = await import('@react-router/node');
const { default: compression } = await import('compression');
const { default: morgan } = await import('morgan');
const { default: sirv } = await import('sirv');

const buildPath = resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
const entry = build.entry.module;
// A session store that cannot be written stops the start, naming its setting.
await entry.checkSessionStore();
const refusal = entry.requestGate();
const clientAddress = entry.clientAddressResolver();
// vite/precompress.ts wrote each file's brotli and gzip copies beside it.
const files = sirv(resolve(buildPath, '../..', 'client'), {
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(response, path) {
    for (const [name, value] of Object.entries(entry.staticFileHeaders(path))) {
      response.setHeader(name, value);
    }
    if (path.startsWith('/assets/')) {
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    }
  },
});
const compress = compression();
const pages = createRequestListener({ build, mode: process.env.NODE_ENV });
const log = morgan('tiny');

// Every answer but a file's is logged.
const server = createServer((request, response) => {
  const refused = refusal(request);
  // The app's limits count, and its backend calls name, this address, never a client's header.
  if (!refused) entry.nameClient(request, clientAddress(request));
  const written = refused ?? entry.keptPage(request);
  const write = () => response.writeHead(written.status, written.headers).end(written.body);
  if (written) return log(request, response, write);
  files(request, response, () =>
    log(request, response, () => compress(request, response, () => pages(request, response))),
  );
});
server.listen(port, process.env.HOST, () =>
  console.log(`[storefront] http://${process.env.HOST ?? 'localhost'}:${port}`),
);
/** How long requests in flight may take to finish once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;
// On SIGTERM or SIGINT (close() ends idle connections), requests in flight finish, then Redis's.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    setTimeout(() => {
      console.error(`[storefront] requests still open after ${SHUTDOWN_GRACE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.close(async (error) => {
      if (error) console.error(error);
      await entry.closeConnections();
      process.exit(0);
    });
  });
}
