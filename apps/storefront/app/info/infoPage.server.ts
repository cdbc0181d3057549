import { data } from 'react-router';
import { serverConfig } from '../config.server';
import { cacheHeaders } from '../lib/cache';

/**
 * The data of a page of the shop's own text: its canonical URL and the settings its text names.
 *
 * @param path - the page's canonical path, such as `/faqs`
 * @returns cacheable data: canonical URL, support e-mail and regional sites from the configuration
 */
export function infoPageData(path: string) {
  const config = serverConfig();
  return data(
    {
      canonical: `${config.storefrontUrl}${path}`,
      supportEmail: config.supportEmail,
      regions: config.regions,
    },
    { headers: cacheHeaders() },
  );
}
