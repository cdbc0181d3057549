import type { FaqItem, RegionLink } from '@peptide/ui';
import { Link } from '@peptide/ui';
import { homeFaqItems } from './homeFaq';
import { POLICY, RESEARCH_USE_ONLY } from './policies';

/** A group of questions on the FAQ page. */
export interface FaqSection {
  id: string;
  title: string;
  items: FaqItem[];
}

const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>;

/**
 * The FAQ page's questions: General Questions, whose first answer lists the regional
 * sites (the home page's three items lead it), Orders with four items, Payment with one.
 *
 * @param regions - the regional editions, from the configuration
 * @param supportEmail - the support address, from the configuration
 * @returns the three sections in page order
 */
export function faqSections(regions: readonly RegionLink[], supportEmail: string): FaqSection[] {
  return [
    {
      id: 'general',
      title: 'General Questions',
      items: [
        ...homeFaqItems(regions),
        {
          id: 'tested',
          question: 'Are your products tested?',
          answer: (
            <p>
              Yes. Every batch is tested by an independent laboratory for purity and identity. The
              results are on our <Link href="/coas">certificates of analysis</Link> page.
            </p>
          ),
        },
        {
          id: 'who-may-buy',
          question: 'Who may buy from this shop?',
          answer: (
            <p>
              Licensed research professionals aged {POLICY.minimumAge} or older. {RESEARCH_USE_ONLY}
            </p>
          ),
        },
      ],
    },
    {
      id: 'orders',
      title: 'Orders',
      items: [
        {
          id: 'order-emails',
          question: 'Will I receive an order confirmation and tracking?',
          answer: (
            <p>
              Yes. You receive an order confirmation by e-mail when you place your order, and a
              tracking e-mail once the parcel has shipped. If neither arrives, check your spam
              folder.
            </p>
          ),
        },
        {
          id: 'tracking-stale',
          question: 'My tracking has not updated. What should I do?',
          answer: (
            <p>
              If the tracking has not updated for {POLICY.trackingStaleDays} days, contact support
              at {mail(supportEmail)} with your order number and we will follow it up with the
              carrier.
            </p>
          ),
        },
        {
          id: 'delivered-missing',
          question: 'My parcel shows as delivered, but I have not received it.',
          answer: (
            <p>
              Please allow {POLICY.deliveredMissingHours} hours: carriers sometimes mark a parcel
              delivered before it arrives. If it has still not arrived after{' '}
              {POLICY.deliveredMissingHours} hours, write to {mail(supportEmail)} and we will treat
              it as lost.
            </p>
          ),
        },
        {
          id: 'damaged',
          question: 'My order arrived damaged.',
          answer: (
            <p>
              Send pictures of the item and its packaging to {mail(supportEmail)} within{' '}
              {POLICY.damageReportDays} days of delivery and we will send a replacement.
            </p>
          ),
        },
      ],
    },
    {
      id: 'payment',
      title: 'Payment',
      items: [
        {
          id: 'returns',
          question: 'Can I return peptides or get a refund?',
          answer: (
            <p>
              There are no returns on peptides. For other products, accepted returns carry a{' '}
              {POLICY.restockingFeePercent}% restocking fee with shipping charges deducted. See our{' '}
              <Link href="/refund-policy">Refund Policy</Link>.
            </p>
          ),
        },
      ],
    },
  ];
}
