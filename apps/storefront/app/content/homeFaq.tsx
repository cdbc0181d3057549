import { MESSAGES } from '@peptide/domain';
import type { FaqItem, RegionLink } from '@peptide/ui';

/**
 * The home page's three FAQ items.
 *
 * @param regions - the regional editions, linked from the shipping answer
 * @returns shipping countries, usage advice and storage
 */
export function homeFaqItems(regions: readonly RegionLink[]): FaqItem[] {
  return [
    {
      id: 'countries',
      question: MESSAGES.faqShipCountries,
      answer: (
        <p>
          This shop ships across the European Union, Norway and the United Kingdom. For the USA and
          Canada, please order from our regional sites:{' '}
          {regions.map((region, index) => (
            <span key={region.href}>
              {index > 0 ? (index === regions.length - 1 ? ' and ' : ', ') : null}
              <a href={region.href}>{region.label}</a>
            </span>
          ))}
          .
        </p>
      ),
    },
    {
      id: 'advice',
      question: MESSAGES.faqAdvice,
      answer: (
        <p>
          No. Our products are sold for laboratory and research use only, not for human or animal
          consumption, so we cannot give advice on their use.
        </p>
      ),
    },
    {
      id: 'storage',
      question: 'Storage',
      answer: (
        <p>
          Store lyophilised peptides cool, dry and away from light. After reconstitution, keep
          research peptides in the fridge (2–8 °C).
        </p>
      ),
    },
  ];
}
