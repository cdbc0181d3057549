import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { SERVER_MESSAGES, SESSION_HEADER } from '@peptide/domain';
import { createYoga, type YogaInitialContext } from 'graphql-yoga';
import { sql } from 'kysely';
import { createAccountLimits } from './auth/throttles';
import { createTokenService } from './auth/tokens';
import { createUnpaidOrderSweeper } from './checkout/unpaid-orders';
import {
  listenOrigin,
  resolveConfig,
  type ServerConfig,
  type StartServerOptions,
  TOKEN_ISSUER,
} from './config';
import { type DatabaseHandle, type Db, openShopDatabase } from './db/database';
import { type StatementCount, statementCounter } from './db/statement-counter';
import { createContext, type GraphQLContext } from './graphql/context';
import { csrfPreventionPlugin } from './graphql/csrf';
import { productionDisclosurePlugins } from './graphql/disclosure';
import { badParamsPlugin, DOCUMENT_LIMITS, documentLimitPlugins } from './graphql/limits';
import { maskError } from './graphql/mask-errors';
import { buildSchema } from './graphql/schema';
import { sessionHeaderPlugin } from './graphql/session-header';
import { isSdkDocument } from './graphql/trusted-documents';
import { variableErrorCodePlugin } from './graphql/variable-errors';
import { clientAddressOf } from './http/client-address';
import { handleDevStock } from './http/dev-stock';
import { interLatinFont, sendFont } from './http/fonts';
import { createHealth } from './http/health';
import { handleImage } from './http/images';
import { handleContacts } from './http/newsletter';
import { handlePay } from './http/pay';
import { MAX_BODY_BYTES, sendJson } from './http/respond';
import { createOutboxWorker } from './mail/outbox-worker';
import { isSeeded, seed } from './seed/seed';
import { STOCK_BACKEND_GATEWAYS, shapeAsStockBackend } from './seed/stock-backend';
import { createSessionService } from './sessions/session-service';
import { listOutbox } from './store/outbox';
import { createSessionSweeper } from './store/sessions';
import { offerPaymentGateways } from './store/shop';

/** A running server. */
export interface RunningServer {
  /** The GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql. */
  url: string;
  /** The server's origin, e.g. http://127.0.0.1:4000. */
  origin: string;
  /** Stops listening at once (dropping open connections) and closes the database. */
  close(): Promise<void>;
  /**
   * Leaves gracefully, as on SIGTERM: readiness fails, no new connection is taken, the requests
   * in progress are answered (for up to `graceMs`, default 10 s), then the database is closed.
   */
  drain(graceMs?: number): Promise<void>;
  /** The open database, for tests and tools. */
  db: Db;
  /** The database handle: the engine and the raw connection, for tools. */
  database: DatabaseHandle;
  /** The configuration in effect. */
  config: ServerConfig;
}

/** Sent with every answer; HTML pages send a stricter Content-Security-Policy of their own. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function corsFor(config: ServerConfig) {
  const storefrontOrigin = new URL(config.storefrontUrl).origin;
  return (request: Request) => {
    const origin = request.headers.get('origin');
    const allowed =
      origin !== null && (origin === storefrontOrigin || (config.dev && LOCAL_ORIGIN.test(origin)));
    return {
      origin: allowed ? origin : storefrontOrigin,
      credentials: true,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['content-type', 'authorization', SESSION_HEADER],
      exposedHeaders: [SESSION_HEADER],
    };
  };
}

/**
 * Starts the commerce server: opens (migrating and, when empty, seeding) the database and serves
 * GraphQL at `/graphql`, the payment simulator at `/pay/{id}`, generated images at `/images/…`,
 * the newsletter contacts API at `/v3/contacts` and, when `devOutbox` is on, the e-mail outbox
 * at `/dev/outbox` with the restock route `POST /dev/stock` beside it.
 *
 * @param options - port (0 for a free one), host, database path, JWT secret, storefront URL,
 *   clock and lifetimes; see {@link StartServerOptions}
 * @returns the endpoint URL, the origin, the database and `close()`
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = resolveConfig(options);
  const database = await openShopDatabase(config, async (db) => {
    if (config.seed && !(await isSeeded(db))) await seed(db, config.now());
    if (!config.extensions) await shapeAsStockBackend(db);
    const gateways = config.paymentGateways ?? (config.extensions ? null : STOCK_BACKEND_GATEWAYS);
    if (gateways) await offerPaymentGateways(db, gateways);
  });
  const { db } = database;
  const sweepSessions = createSessionSweeper(db, config.now, config.sessionLifetimeMs);
  await sweepSessions();
  const tokens = createTokenService({
    secret: config.jwtSecret,
    issuer: TOKEN_ISSUER,
    sessionLifetimeMs: config.sessionLifetimeMs,
    authLifetimeMs: config.authTokenLifetimeMs,
    refreshLifetimeMs: config.refreshTokenLifetimeMs,
    now: config.now,
  });

  const limits = createAccountLimits(
    database,
    config.guestSessionsPerMinute,
    config.orderLimits,
    config.newPasswordsPerClient,
  );
  const health = createHealth(() => sql`SELECT 1`.execute(db));
  const outbox = config.mailer
    ? createOutboxWorker(db, {
        instanceId: config.instanceId ?? `${hostname()}:${process.pid}`,
        mailer: config.mailer,
        now: config.now,
        onError: (error) => config.log && console.error(error),
      })
    : null;
  const unpaidOrders = createUnpaidOrderSweeper(db, {
    holdMs: config.holdStockMinutes * 60_000,
    now: config.now,
    links: config,
    onError: (error) => config.log && console.error(error),
  });
  const sessions = createSessionService({
    signSession: (sessionId) => tokens.signSession(sessionId),
    sweepSessions,
  });
  const statementCounts = new WeakMap<Request, StatementCount>();
  const yoga = createYoga<Record<string, unknown>, GraphQLContext>({
    schema: buildSchema(config.extensions, config.upstream.offsetPagination),
    graphqlEndpoint: '/graphql',
    graphiql: config.dev,
    landingPage: false,
    logging: config.log ? 'info' : false,
    cors: corsFor(config),
    maskedErrors: { maskError },
    plugins: [
      csrfPreventionPlugin(),
      badParamsPlugin(),
      ...documentLimitPlugins({ ...DOCUMENT_LIMITS, maxDepth: config.maxDepth }, isSdkDocument),
      variableErrorCodePlugin(),
      ...(config.dev ? [] : productionDisclosurePlugins()),
      sessionHeaderPlugin(sessions),
      {
        onResponse({ request, response }) {
          // The CORS answer depends on the Origin, so caches must not share it across origins.
          const vary = response.headers.get('vary');
          if (!vary || !/\borigin\b/i.test(vary))
            response.headers.set('vary', vary ? `${vary}, Origin` : 'Origin');
          const count = statementCounts.get(request);
          if (count) response.headers.set('x-sql-statements', String(count.statements));
        },
      },
    ],
    context: ({ request, req }: YogaInitialContext & { req?: IncomingMessage }) => {
      const clientAddress = clientAddressOf(req, config.trustProxy);
      let requestDb = db;
      if (config.sqlStats) {
        const count: StatementCount = { statements: 0 };
        statementCounts.set(request, count);
        requestDb = db.withPlugin(statementCounter(count));
      }
      return createContext(
        { db: requestDb, config, tokens, limits, sessions },
        request,
        clientAddress,
      );
    },
  });

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      sendJson(res, 413, {
        errors: [{ message: SERVER_MESSAGES.bodyTooLarge(MAX_BODY_BYTES) }],
      });
      return;
    }
    // A chunked body has no declared size, and Yoga would read it whole: ask for the length.
    if (req.method === 'POST' && req.headers['content-length'] === undefined) {
      sendJson(res, 411, { errors: [{ message: SERVER_MESSAGES.contentLengthRequired }] });
      return;
    }
    if (url.pathname === '/graphql') return yoga(req, res);
    if ((url.pathname === '/healthz' || url.pathname === '/readyz') && req.method === 'GET') {
      return health.answer(res, url.pathname);
    }
    if (url.pathname.startsWith('/pay/')) return handlePay(req, res, url, db, config);
    if (url.pathname.startsWith('/images/') && req.method === 'GET')
      return handleImage(res, url.pathname, db);
    if (url.pathname === interLatinFont().path && req.method === 'GET') {
      return sendFont(res, interLatinFont());
    }
    if (url.pathname === '/v3/contacts' && req.method === 'POST')
      return handleContacts(req, res, db, config);
    if (url.pathname === '/dev/outbox' && req.method === 'GET' && config.devOutbox) {
      return sendJson(res, 200, await listOutbox(db));
    }
    if (url.pathname === '/dev/stock' && req.method === 'POST' && config.devOutbox) {
      return handleDevStock(req, res, db, config);
    }
    if (url.pathname === '/' && req.method === 'GET') {
      return sendJson(res, 200, { name: 'peptide commerce server', graphql: '/graphql' });
    }
    sendJson(res, 404, { error: SERVER_MESSAGES.notFound });
  };

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (config.instanceId) res.setHeader('x-served-by', config.instanceId);
    // A client keeping its connection would go on sending to a leaving instance.
    if (health.draining) res.setHeader('connection', 'close');
    route(req, res).catch((error: unknown) => {
      if (config.log) console.error(error);
      if (!res.headersSent)
        sendJson(res, 400, { errors: [{ message: SERVER_MESSAGES.requestNotProcessed }] });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = listenOrigin(config.host, port);
  // Port 0 was a free one: the default public address is where the server now listens. No
  // request is answered before this runs.
  if (options.publicUrl === undefined) config.publicUrl = origin;

  return {
    url: `${origin}/graphql`,
    origin,
    db,
    database,
    config,
    close: async () => {
      await unpaidOrders.stop();
      await outbox?.stop();
      server.closeAllConnections();
      const closed = new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await closed.finally(() => database.close());
    },
    drain: async (graceMs = 10_000) => {
      health.drain();
      await unpaidOrders.stop();
      await outbox?.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A kept-alive connection falls idle once its request is answered: close it then.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed.finally(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
      });
      await database.close();
    },
  };
}
