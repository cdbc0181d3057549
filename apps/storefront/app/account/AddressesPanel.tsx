import { type AddressInput, MESSAGES } from '@peptide/domain';
import type { CountriesEnum, CustomerFragment } from '@peptide/sdk';
import { useCustomer } from '@peptide/sdk/react';
import { AccountAddresses, type AddressKind, FormAlert } from '@peptide/ui';
import { useState } from 'react';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { PanelSkeleton } from './AccountSkeletons';

/**
 * The Addresses tab: billing and shipping cards with Edit, the address form (its own check says
 * 'Please fill in the required fields.'), a success banner for 5 seconds after a save, Cancel
 * back to the cards. The customer query starts when the tab opens.
 */
export function AddressesPanel({
  serverCustomer,
}: {
  /** The customer as the server read it, shown until the store has. */
  serverCustomer: CustomerFragment | null;
}) {
  const { customer: storeCustomer, error, refetch, updateAddress } = useCustomer();
  const customer = storeCustomer ?? serverCustomer;
  useRetryWhileFailed(!customer && error !== null, refetch);
  const [editing, setEditing] = useState<AddressKind | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  if (!customer) {
    return error ? <FormAlert>{MESSAGES.errorGeneric(error)}</FormAlert> : <PanelSkeleton />;
  }

  const save = async (kind: AddressKind, address: AddressInput) => {
    setSaving(true);
    setSaveError(null);
    // The SDK drops `__typename` before sending; the form holds only address fields anyway.
    const result = await updateAddress(kind, {
      ...address,
      country: (address.country ?? undefined) as CountriesEnum | undefined,
    });
    setSaving(false);
    if (!result.ok) {
      setSaveError(result.error);
      return;
    }
    setEditing(null);
    setSaved(MESSAGES.addressSaved);
  };

  return (
    <AccountAddresses
      billing={customer.billing}
      shipping={customer.shipping}
      editing={editing}
      onEdit={(kind) => {
        setSaved(null);
        setSaveError(null);
        setEditing(kind);
      }}
      onCancel={() => {
        setSaveError(null);
        setEditing(null);
      }}
      onSave={save}
      saving={saving}
      error={saveError}
      success={saved}
      onSuccessDismiss={() => setSaved(null)}
    />
  );
}
