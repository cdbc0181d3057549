import { startCluster } from '@peptide/commerce-server/cluster';
import {
  E2E_NEWSLETTER_KEY,
  freePort,
  HARNESS_ORDER_LIMITS,
  startStorefront,
} from '../e2e/global-setup';
import { startMailSink } from './mail-sink';

/**
 * Starts PostgreSQL, two built commerce-server instances on it behind nginx (round robin, no
 * stickiness), a stand-in mail API the instances drain the outbox to, and the built storefront
 * against the balancer.
 *
 * @returns the teardown that stops them all
 */
export default async function globalSetup() {
  const storefrontPort = await freePort();
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  const mail = await startMailSink();
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
  try {
    const storefront = await startStorefront({ port: storefrontPort, graphqlUrl: cluster.url });
    process.env.E2E_STOREFRONT_URL = storefront.url;
    process.env.E2E_COMMERCE_URL = cluster.url;
    process.env.E2E_MAIL_DELIVERIES_URL = mail.url;
    return async () => {
      await storefront.stop();
      await cluster.stop();
      await mail.stop();
    };
  } catch (error) {
    await cluster.stop();
    await mail.stop();
    throw error;
  }
}
