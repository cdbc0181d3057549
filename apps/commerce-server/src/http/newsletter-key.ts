/**
 * The key the storefront sends when its NEWSLETTER_API_KEY is unset (its `config.server.ts`), so
 * a development start of both processes agrees on it without configuration.
 */
export const DEVELOPMENT_NEWSLETTER_KEY = 'development-newsletter-key';

/**
 * The newsletter API key a start of the server uses.
 *
 * @param env - the environment, `process.env` unless a test passes its own
 * @returns NEWSLETTER_API_KEY when set; else {@link DEVELOPMENT_NEWSLETTER_KEY}, unless NODE_ENV
 *   is production, where there is no key and the contacts endpoint refuses every request
 */
export function newsletterKeyFromEnv(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  if (env.NEWSLETTER_API_KEY) return env.NEWSLETTER_API_KEY;
  return env.NODE_ENV === 'production' ? undefined : DEVELOPMENT_NEWSLETTER_KEY;
}
