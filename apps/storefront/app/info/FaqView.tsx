import { FaqAccordion, type RegionLink } from '@peptide/ui';
import { faqSections } from '../content/faqs';
import * as styles from './FaqView.css';
import { InfoPage } from './InfoPage';

/**
 * The FAQ screen of `/faqs` and its three aliases: a jump list, then General Questions, Orders
 * and Payment, each an accordion, and support as the way on.
 *
 * @param props - the regional sites and support address the answers name
 * @returns the page
 */
export function FaqView({
  regions,
  supportEmail,
}: {
  regions: readonly RegionLink[];
  supportEmail: string;
}) {
  const sections = faqSections(regions, supportEmail);
  return (
    <InfoPage
      title="Frequently Asked Questions"
      crumb="FAQ"
      next={{ text: 'Still have a question?', label: 'Contact us', href: '/contact' }}
      prose={false}
    >
      <div className={styles.sections}>
        <nav aria-label="Questions by topic">
          <ul className={styles.jump}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#faq-${section.id}`} className={styles.jumpLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <section
            key={section.id}
            id={`faq-${section.id}`}
            aria-labelledby={`faq-${section.id}-title`}
            className={styles.section}
          >
            <h2 id={`faq-${section.id}-title`} className={styles.title}>
              {section.title}
            </h2>
            <FaqAccordion items={section.items} />
          </section>
        ))}
      </div>
    </InfoPage>
  );
}
