import { useId } from 'react';
import { AddressBlock, type OrderAddress } from './AddressBlock';
import * as styles from './OrderDetails.css';

export interface OrderAddressesProps {
  billing?: OrderAddress | null;
  shipping?: OrderAddress | null;
  /** The headings' level, so the block fits the page's outline. */
  headingLevel: 2 | 3 | 4;
}

/** An order's billing and shipping addresses side by side, each under its heading. */
export function OrderAddresses({ billing, shipping, headingLevel }: OrderAddressesProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const blocks = [
    { key: 'billing', title: 'Billing address', address: billing },
    { key: 'shipping', title: 'Shipping address', address: shipping },
  ];
  return (
    <div className={styles.addresses}>
      {blocks.map((block) => (
        <section key={block.key} aria-labelledby={`${id}-${block.key}`}>
          <Heading id={`${id}-${block.key}`} className={styles.addressTitle}>
            {block.title}
          </Heading>
          <AddressBlock address={block.address} />
        </section>
      ))}
    </div>
  );
}
