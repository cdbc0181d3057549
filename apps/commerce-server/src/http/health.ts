import type { ServerResponse } from 'node:http';
import { sendJson } from './respond';

/** How long the database may take to answer a health check before the instance counts as down. */
const PING_TIMEOUT_MS = 2000;

/** Liveness and readiness of one instance, for a balancer or an orchestrator. */
export interface Health {
  /** Marks the instance as leaving: readiness fails from now on, so no new work is sent to it. */
  drain(): void;
  /** Whether {@link Health.drain} was called. */
  readonly draining: boolean;
  /**
   * Answers `GET /healthz` (200 while the database answers, else 503) and `GET /readyz` (the
   * same, and 503 once draining).
   */
  answer(res: ServerResponse, path: '/healthz' | '/readyz'): Promise<void>;
}

function withTimeout(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The instance's health checks.
 *
 * @param ping - one round trip to the database (`SELECT 1`)
 * @returns the checks, not draining
 */
export function createHealth(ping: () => Promise<unknown>): Health {
  let draining = false;
  return {
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async answer(res, path) {
      res.setHeader('cache-control', 'no-store');
      if (path === '/readyz' && draining) return sendJson(res, 503, { status: 'draining' });
      try {
        await withTimeout(ping(), PING_TIMEOUT_MS);
      } catch {
        return sendJson(res, 503, { status: 'database unavailable' });
      }
      sendJson(res, 200, { status: 'ok' });
    },
  };
}
