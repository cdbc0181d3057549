import { type AddressInput, countryName } from '@peptide/domain';
import * as styles from './AddressBlock.css';

export interface AddressBlockProps {
  address?: AddressInput | null;
  /** Shown when the address holds nothing to show. */
  emptyText?: string;
}

/** A postal address as lines: name, company, street, town and postcode, country, phone, e-mail. */
export function AddressBlock({ address, emptyText = 'No address provided.' }: AddressBlockProps) {
  const name = [address?.firstName, address?.lastName].filter(Boolean).join(' ');
  const town = [address?.city, address?.postcode].filter(Boolean).join(' ');
  const country = address?.country ? (countryName(address.country) ?? address.country) : '';
  const lines = [name, address?.company, address?.address1, town, country, address?.phone]
    .map((line) => line?.trim())
    .filter((line): line is string => Boolean(line));
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
