import { InfoPage } from '../info/InfoPage';
import { infoPageData } from '../info/infoPage.server';
import { catalogueHeaders } from '../lib/cache';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    'Contact Us',
    'Write to our support team about an order, a product or a certificate of analysis.',
    loaderData?.canonical,
  );

export const headers = catalogueHeaders;

/** The support address from the configuration: nothing here can fail. */
export function loader() {
  return infoPageData('/contact');
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData;
  return (
    <InfoPage
      title="Contact Us"
      next={{ text: 'Many answers are in our FAQ.', label: 'Read the FAQ', href: '/faqs' }}
    >
      <h2>Write to us</h2>
      <p>
        For questions about an order, a product or a certificate of analysis, e-mail our support
        team at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
      <p>
        About an order, please include your order number; about a damaged item, pictures of the item
        and its packaging.
      </p>
    </InfoPage>
  );
}
