import {
  formatEuro,
  INDUSTRY_OPTIONS,
  INSURANCE_PRODUCT_NAME,
  LIMITS,
  type ShippingMethod,
  validateCheckout,
} from '@peptide/domain';
import type { Loadable } from '../../loadable';
import { CheckoutForm, type CheckoutFormRootProps } from './CheckoutForm';
import type { CheckoutOrderSummaryProps } from './CheckoutOrderSummary';
import type { PaymentGateway } from './PaymentOptions';

/** What the demo checkout shows; the stories and tests set these. */
export interface CheckoutFormDemoProps
  extends Omit<CheckoutFormRootProps, 'validate' | 'children'> {
  lines: CheckoutOrderSummaryProps['lines'];
  totals: CheckoutOrderSummaryProps['totals'];
  shippingMethods: Loadable<readonly ShippingMethod[]>;
  /** The method in effect; the demo, like the shop, falls back to the first rate. */
  selectedShippingMethod?: string | null;
  onShippingMethodChange?: (id: string) => void;
  paymentGateways: Loadable<readonly PaymentGateway[]>;
  onPaymentMethodChange?: (id: string) => void;
  insured?: boolean;
  insuranceBusy?: boolean;
  onInsuranceChange?: (insured: boolean) => void;
  /** A guest is offered Create an account. */
  guest?: boolean;
  error?: string | null;
}

/** The checkout as the shop composes it, with the domain's rules, for stories and tests. */
export function CheckoutFormDemo({
  lines,
  totals,
  shippingMethods,
  selectedShippingMethod,
  onShippingMethodChange,
  paymentGateways,
  onPaymentMethodChange,
  insured = false,
  insuranceBusy = false,
  onInsuranceChange,
  guest = true,
  error,
  ...form
}: CheckoutFormDemoProps) {
  const firstRate = shippingMethods.status === 'ready' ? shippingMethods.data[0]?.id : undefined;
  return (
    <CheckoutForm.Root validate={validateCheckout} {...form}>
      <CheckoutForm.Details>
        <CheckoutForm.Alert>{error}</CheckoutForm.Alert>
        <CheckoutForm.Billing />
        <CheckoutForm.Shipping />
        <CheckoutForm.Notes />
        <CheckoutForm.Industry options={INDUSTRY_OPTIONS} />
      </CheckoutForm.Details>
      <CheckoutForm.Aside>
        <CheckoutForm.Summary lines={lines} totals={totals} />
        <CheckoutForm.ShippingMethods
          methods={shippingMethods}
          selected={selectedShippingMethod ?? firstRate ?? null}
          onChange={onShippingMethodChange}
        />
        <CheckoutForm.AddOn
          label={`Add ${INSURANCE_PRODUCT_NAME} (${formatEuro(LIMITS.insurancePrice)})`}
          checked={insured}
          busy={insuranceBusy}
          busyLabel="Updating insurance"
          name="insurance"
          onChange={onInsuranceChange}
        />
        <CheckoutForm.UpdateTotals />
        <CheckoutForm.Payment gateways={paymentGateways} onChange={onPaymentMethodChange} />
        {guest ? <CheckoutForm.CreateAccount /> : null}
        <CheckoutForm.Terms />
        <CheckoutForm.Submit />
      </CheckoutForm.Aside>
    </CheckoutForm.Root>
  );
}
