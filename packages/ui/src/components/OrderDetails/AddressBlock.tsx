import { type PostalAddress, postalAddressLines } from '@peptide/domain';
import * as styles from './AddressBlock.css';

/** An order's address: where it goes, and how to reach its person. */
export interface OrderAddress extends PostalAddress {
  phone?: string | null;
  email?: string | null;
}

export interface AddressBlockProps {
  address?: OrderAddress | null;
  /** Shown when the address holds nothing to show. */
  emptyText?: string;
}

/**
 * A postal address as lines: name, company, street, the town and postcode in the country's order
 * (the domain's `postalAddressLines`), country, then phone and e-mail.
 */
export function AddressBlock({ address, emptyText = 'No address provided.' }: AddressBlockProps) {
  const phone = address?.phone?.trim();
  const lines = address ? [...postalAddressLines(address), ...(phone ? [phone] : [])] : [];
  const email = address?.email?.trim();
  if (lines.length === 0 && !email) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed in order per address
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
      {email ? <a href={`mailto:${email}`}>{email}</a> : null}
    </address>
  );
}
