import type { LegalPage } from '../content/legal';
import { InfoPage } from './InfoPage';

/**
 * A legal page: its key facts, its text, and support as the way on.
 *
 * @param props - the page's text and the support address it names
 * @returns the page
 */
export function LegalView({ page, supportEmail }: { page: LegalPage; supportEmail: string }) {
  return (
    <InfoPage
      title={page.title}
      summary={page.summary}
      next={{
        text: 'A question about this page?',
        label: 'Contact us',
        href: '/contact',
      }}
    >
      {page.body(supportEmail)}
    </InfoPage>
  );
}
