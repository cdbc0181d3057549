import { BRAND_NAME } from '../lib/meta';

/**
 * The company behind the shop, as its legal notice states it: the one place for its name,
 * address, registration and contacts (the support e-mail stays in the configuration,
 * `SUPPORT_EMAIL`, which every page names).
 */
export const COMPANY = {
  legalName: `${BRAND_NAME} GmbH`,
  street: 'Invalidenstraße 117',
  postcode: '10115',
  city: 'Berlin',
  country: 'Germany',
  register: 'Amtsgericht Charlottenburg (Berlin), HRB 248315 B',
  vatId: 'DE318204967',
  managingDirector: 'Dr. Katrin Vogel',
  phone: '+49 30 5557 1280',
} as const;

/**
 * A phone number as a `tel:` link's address.
 *
 * @param phone - the number as written, such as `+49 30 5557 1280`
 * @returns the link's href, digits and the leading plus only (`tel:+493055571280`)
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)\D/g, '')}`;
}
