// The shop's production server: react-router-serve's setup (compression, the build's hashed
// assets cached for a year, a log line per request, React Router for the rest), plus the
// security headers on static files, which react-router-serve cannot add. The build holds a copy
// of public/, so public/ itself is not looked in again (react-router-serve also tried it, one
// more file lookup on every page request).
// Usage: node server.js [build/server/index.js]; PORT (3000) and HOST (every interface).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Before React loads (through React Router and the build): it picks its build by NODE_ENV then,
// and a development React under a production renderer fails every page.
process.env.NODE_ENV ??= 'production';
const { createRequestHandler } = await import('@react-router/express');
const { RouterContextProvider } = await import('react-router');
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { default: morgan } = await import('morgan');

const buildPath = resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
const clientBuild = resolve(buildPath, '../..', 'client');
/**
 * A static file's headers, and the context key of the client's address, from the server build
 * (entry.server's exports).
 */
const { staticFileHeaders, clientAddressContext } = build.entry.module;
const setHeaders = (response, path) => {
  for (const [name, value] of Object.entries(staticFileHeaders(path))) {
    response.setHeader(name, value);
  }
};

/** The methods the shop answers: pages and files are read, forms and the newsletter post. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'];

const app = express();
app.disable('x-powered-by');
// Any other method gets 405 with the Allow header, before React Router sees it: TRACE cannot
// even become a fetch Request there (it answered 500), and the others got 405 without Allow.
app.use((request, response, next) => {
  if (ALLOWED_METHODS.includes(request.method)) return next();
  response
    .status(405)
    .set({ ...staticFileHeaders(request.path), Allow: ALLOWED_METHODS.join(', ') })
    .type('text/plain')
    .send('Method Not Allowed');
});
app.use(compression());
app.use(
  '/assets',
  express.static(resolve(clientBuild, 'assets'), { immutable: true, maxAge: '1y', setHeaders }),
);
app.use(express.static(clientBuild, { setHeaders }));
app.use(morgan('tiny'));
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // The newsletter limits sign-ups per client address.
    getLoadContext: (request) =>
      new RouterContextProvider(
        new Map([[clientAddressContext, request.socket.remoteAddress ?? 'unknown']]),
      ),
  }),
);

const port = Number(process.env.PORT ?? 3000);
const onListen = () =>
  console.log(`[storefront] http://${process.env.HOST ?? 'localhost'}:${port}`);
const server = process.env.HOST
  ? app.listen(port, process.env.HOST, onListen)
  : app.listen(port, onListen);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close(console.error));
}
