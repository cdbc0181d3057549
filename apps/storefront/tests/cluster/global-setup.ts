import { randomBytes } from 'node:crypto';
import { startBalancer, startCluster } from '@peptide/commerce-server/cluster';
import { startRedis } from '../../app/testing/redisServer';
import {
  E2E_NEWSLETTER_KEY,
  freePort,
  HARNESS_ORDER_LIMITS,
  type RunningProcess,
  startStorefront,
} from '../e2e/global-setup';
import { startMailSink } from './mail-sink';

/** How many storefront instances stand behind the storefront's balancer. */
const STOREFRONT_INSTANCES = 2;

/**
 * Starts PostgreSQL, two built commerce-server instances on it behind nginx (round robin, no
 * stickiness), a stand-in mail API the instances drain the outbox to, a Redis, and two built
 * storefront instances on that Redis (one SESSION_SECRET) against the commerce balancer, behind
 * an nginx of their own, also round robin with no stickiness, which keeps the shared pages (as a
 * proxy or CDN in front of several storefronts does): the browser reaches the shop there.
 *
 * @returns the teardown that stops them all
 */
export default async function globalSetup() {
  const storefrontPort = await freePort();
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  const mail = await startMailSink();
  const redis = await startRedis();
  const cluster = await startCluster({
    instances: 2,
    env: {
      STOREFRONT_URL: storefrontUrl,
      NEWSLETTER_API_KEY: E2E_NEWSLETTER_KEY,
      COMMERCE_MAIL_WEBHOOK_URL: mail.url,
      COMMERCE_GUEST_SESSIONS_PER_MINUTE: String(100_000),
      // Every browser checks out from 127.0.0.1, and the order e-mails go to the sink.
      ...HARNESS_ORDER_LIMITS,
    },
  });
  const storefronts: RunningProcess[] = [];
  const stopAll = async () => {
    await Promise.all(storefronts.map((storefront) => storefront.stop()));
    await cluster.stop();
    await redis.stop();
    await mail.stop();
  };
  try {
    const sessionSecret = randomBytes(32).toString('hex');
    for (let number = 1; number <= STOREFRONT_INSTANCES; number++) {
      storefronts.push(
        await startStorefront({
          port: await freePort(),
          graphqlUrl: cluster.url,
          env: {
            // Every instance answers as the balancer's address, shares sessions and limits in
            // one Redis, signs with one secret, and takes the client from nginx's header.
            STOREFRONT_URL: storefrontUrl,
            STOREFRONT_REDIS_URL: redis.url,
            SESSION_SECRET: sessionSecret,
            STOREFRONT_TRUST_PROXY: 'loopback',
            STOREFRONT_INSTANCE_ID: `storefront-${number}`,
          },
        }),
      );
    }
    const balancer = await startBalancer(
      storefronts.map((storefront) => storefront.url),
      { port: storefrontPort, pageCache: true },
    );
    process.env.E2E_STOREFRONT_URL = balancer.url;
    process.env.E2E_COMMERCE_URL = cluster.url;
    process.env.E2E_REDIS_URL = redis.url;
    process.env.E2E_MAIL_DELIVERIES_URL = mail.url;
    return async () => {
      await balancer.stop();
      await stopAll();
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
