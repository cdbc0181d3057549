import { LIMITS } from '@peptide/domain';
import { Link } from '@peptide/ui';
import type { ReactNode } from 'react';
import { POLICY, RESEARCH_USE_ONLY } from './policies';

/** The four legal pages, by path. */
export type LegalSlug =
  | 'terms-conditions'
  | 'terms-of-service'
  | 'privacy-policy'
  | 'refund-policy';

/** A legal page's static text. */
export interface LegalPage {
  title: string;
  /** One sentence for the description meta tag. */
  description: string;
  /** The key facts shown first. */
  summary: readonly ReactNode[];
  /** The full text; links to the support address. */
  body: (supportEmail: string) => ReactNode;
}

const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>;

const whoMayBuy = `Buyers must be at least ${POLICY.minimumAge} years old and licensed research professionals.`;

/** The returns, damage and delivery rules, shared by the terms and the refund policy. */
function returnsAndDelivery(supportEmail: string) {
  return (
    <>
      <h2>Returns</h2>
      <p>
        Accepted returns carry a {POLICY.restockingFeePercent}% restocking fee, and the shipping
        charges are deducted from the refund. There are no returns on peptides. Please write to{' '}
        {mail(supportEmail)} before sending anything back.
      </p>
      <h2>Damaged items</h2>
      <p>
        If an item arrives damaged, report it within {POLICY.damageReportDays} days of delivery with
        pictures of the item and its packaging, and we will arrange a replacement.
      </p>
      <h2>Tracking and lost parcels</h2>
      <p>
        You receive an order confirmation by e-mail when you order, and a tracking e-mail when the
        parcel ships. If the tracking has not updated for {POLICY.trackingStaleDays} days, contact
        support. If the tracking says delivered but the parcel has not arrived, please allow{' '}
        {POLICY.deliveredMissingHours} hours before treating it as lost: carriers sometimes mark a
        parcel delivered early.
      </p>
    </>
  );
}

/** The text of the legal pages, in the shop's own words. */
export const LEGAL_PAGES: Record<LegalSlug, LegalPage> = {
  'terms-conditions': {
    title: 'Terms & Conditions',
    description:
      'The conditions of sale: research use only, buyers 21 or older, orders, payment, shipping and returns.',
    summary: [
      RESEARCH_USE_ONLY,
      whoMayBuy,
      `Accepted returns carry a ${POLICY.restockingFeePercent}% restocking fee with shipping deducted; there are no returns on peptides.`,
    ],
    body: (supportEmail) => (
      <>
        <h2>Research use only</h2>
        <p>
          {RESEARCH_USE_ONLY} They are not medicines, foods or cosmetics. By placing an order you
          confirm that you will use them only for lawful laboratory research.
        </p>
        <h2>Who may buy</h2>
        <p>
          {whoMayBuy} We may cancel an order when we have reason to believe these conditions are not
          met.
        </p>
        <h2>Orders, prices and payment</h2>
        <p>
          Prices are in euros. Payment is made in cryptocurrency through an external payment
          provider; your order is processed once the payment has been received. See{' '}
          <Link href="/how-to-pay">How to Pay</Link> for the steps.
        </p>
        <h2>Shipping</h2>
        <p>
          Orders ship from our EU warehouse. Shipping is free on orders over €
          {LIMITS.freeShippingThreshold}; otherwise the shipping cost is shown at checkout.
        </p>
        {returnsAndDelivery(supportEmail)}
        <p>
          The full rules are in our <Link href="/refund-policy">Refund Policy</Link>.
        </p>
        <h2>Responsibility</h2>
        <p>
          You are responsible for handling and storing the products safely and for complying with
          the laws that apply where you receive them.
        </p>
      </>
    ),
  },
  'terms-of-service': {
    title: 'Terms of Service',
    description:
      'The terms of using this website: for research professionals aged 21 or older, research use only.',
    summary: [
      `This website is for research professionals aged ${POLICY.minimumAge} or older.`,
      RESEARCH_USE_ONLY,
      'Nothing on this website is medical advice.',
    ],
    body: (supportEmail) => (
      <>
        <h2>Using this website</h2>
        <p>
          By entering this website you confirm that you are at least {POLICY.minimumAge} years old.
          {` ${whoMayBuy}`}
        </p>
        <h2>Research use only</h2>
        <p>
          {RESEARCH_USE_ONLY} Product descriptions, certificates of analysis and blog posts are
          research information, not medical advice, and we cannot advise on the use of any product.
        </p>
        <h2>Your account</h2>
        <p>
          Keep your login details private. You are responsible for what is done with your account;
          tell us at once at {mail(supportEmail)} if you think someone else has used it.
        </p>
        <h2>Acceptable use</h2>
        <p>
          Do not misuse the website: no attempts to break its security, to overload it, or to place
          orders in someone else's name.
        </p>
        <h2>Purchases</h2>
        <p>
          Orders are governed by our <Link href="/terms-conditions">Terms &amp; Conditions</Link>{' '}
          and our <Link href="/refund-policy">Refund Policy</Link>.
        </p>
        <h2>Questions</h2>
        <p>Write to {mail(supportEmail)}.</p>
      </>
    ),
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    description:
      'What personal data the shop keeps, what your browser stores, and how to reach us about it.',
    summary: [
      'We keep only the data needed to process, ship and support your order.',
      'We never sell your data.',
      RESEARCH_USE_ONLY,
    ],
    body: (supportEmail) => (
      <>
        <h2>What we collect</h2>
        <p>
          When you order: your name, billing and shipping addresses, e-mail address and phone
          number. When you create an account: your e-mail address and the details you add. When you
          subscribe to the newsletter: your e-mail address.
        </p>
        <h2>What your browser stores</h2>
        <p>
          This website keeps a few values in your browser's local storage: your cart and shopping
          session (for up to 7 days), your login while you are signed in, your answer to the age
          question, and whether you subscribed to or closed the newsletter offer. Logging out clears
          them.
        </p>
        <h2>How we use it</h2>
        <p>
          To process and ship your orders, to send the order confirmation and tracking e-mails, and,
          only if you subscribed, to send the newsletter.
        </p>
        <h2>Who else sees it</h2>
        <p>
          The carrier that delivers your parcel, the payment provider that processes your payment
          and the e-mail provider that sends our e-mails, each only for that purpose. We never sell
          your data.
        </p>
        <h2>Your choices</h2>
        <p>
          You can unsubscribe from the newsletter at any time, and ask for a copy of your data or
          for its deletion by writing to {mail(supportEmail)}.
        </p>
        <h2>Age</h2>
        <p>
          This website is not meant for anyone under {POLICY.minimumAge}. {RESEARCH_USE_ONLY}
        </p>
      </>
    ),
  },
  'refund-policy': {
    title: 'Refund Policy',
    description: `Returns carry a ${POLICY.restockingFeePercent}% restocking fee with shipping deducted, no returns on peptides, damage reported within ${POLICY.damageReportDays} days.`,
    summary: [
      `Accepted returns carry a ${POLICY.restockingFeePercent}% restocking fee, with shipping charges deducted.`,
      'There are no returns on peptides.',
      `Report damage within ${POLICY.damageReportDays} days of delivery, with pictures.`,
    ],
    body: (supportEmail) => (
      <>
        {returnsAndDelivery(supportEmail)}
        <h2>Research use only</h2>
        <p>
          {RESEARCH_USE_ONLY} {whoMayBuy}
        </p>
        <h2>How to reach us</h2>
        <p>Write to {mail(supportEmail)} with your order number, and for damage, your pictures.</p>
      </>
    ),
  },
};
