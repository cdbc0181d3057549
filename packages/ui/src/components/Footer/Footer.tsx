import { Link } from '../../link/LinkProvider';
import * as styles from './Footer.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterProps {
  /** The support address shown as a mailto link. */
  supportEmail: string;
  brandName?: string;
  tagline?: string;
  quickLinks?: readonly FooterLink[];
  policyLinks?: readonly FooterLink[];
  disclaimer?: string;
  /** Year in the copyright line; pass it from the server so both renders agree. */
  year?: number;
  copyright?: (year: number, brandName: string) => string;
  quickLinksTitle?: string;
  supportTitle?: string;
}

export const FOOTER_QUICK_LINKS: readonly FooterLink[] = [
  { label: 'Home', href: '/' },
  { label: 'How to Pay', href: '/how-to-pay' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'About Us', href: '/about' },
];

export const FOOTER_POLICY_LINKS: readonly FooterLink[] = [
  { label: 'Terms & Conditions', href: '/terms-conditions' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Refund Policy', href: '/refund-policy' },
];

const defaultCopyright = (year: number, brandName: string) =>
  `© ${year} ${brandName}. All rights reserved.`;

/** The site footer: tagline, quick links, support e-mail, research-use disclaimer, copyright, policies. */
export function Footer({
  supportEmail,
  brandName = 'Peptide Lab',
  tagline = 'Third-party tested research peptides, shipped from the EU.',
  quickLinks = FOOTER_QUICK_LINKS,
  policyLinks = FOOTER_POLICY_LINKS,
  disclaimer = 'All products are sold for laboratory and research use only. They are not for human or animal consumption. Buyers must be at least 21 years old and licensed research professionals.',
  year = new Date().getFullYear(),
  copyright = defaultCopyright,
  quickLinksTitle = 'Quick Links',
  supportTitle = 'Support',
}: FooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{brandName}</p>
          <p className={styles.tagline}>{tagline}</p>
        </div>
        <nav aria-label={quickLinksTitle}>
          <h2 className={styles.heading}>{quickLinksTitle}</h2>
          <ul className={styles.list}>
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{supportTitle}</h2>
          <a href={`mailto:${supportEmail}`} className={styles.link}>
            {supportEmail}
          </a>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.disclaimer}>{disclaimer}</p>
        <ul className={styles.policyList} aria-label="Policies">
          {policyLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>{copyright(year, brandName)}</p>
      </div>
    </footer>
  );
}
