import {
  type FieldErrors,
  findInsuranceLine,
  INDUSTRY_OPTIONS,
  LIMITS,
  validateCheckout,
} from '@peptide/domain';
import {
  CheckoutForm,
  type CheckoutFormDefaults,
  type CheckoutFormValues,
  CouponForm,
  type Loadable,
  loadable,
  notify,
  type OrderLine,
  type PaymentGateway,
} from '@peptide/ui';
import { useEffect, useState } from 'react';
import { useCartActions } from '../commerce/cartActions';
import { useCartForms } from '../commerce/cartForms';
import { useCartView } from '../commerce/cartView';
import { useShopper } from '../commerce/shopper';
import { appliedCouponCode } from '../lib/cartMappers';
import { useShopCountry, useShopFeatures } from '../lib/useShopFeatures';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';
import {
  INSURANCE_FIELD,
  INSURANCE_LABEL,
  shippingMethodInEffect,
  shippingMethodsOf,
} from './checkoutChoices';
import type { ServerCheckout } from './checkoutFormData';

/** What the checkout page gives its form. */
export interface ShopCheckoutFormProps {
  defaultValues: Loadable<CheckoutFormDefaults>;
  onValuesChange(values: CheckoutFormValues): void;
  onSubmit(values: CheckoutFormValues): void;
  /** Where the form posts before or without scripts. */
  action: string;
  /** The gateways, the countries and the insurance offer, as the server read them. */
  server: ServerCheckout;
  /** The messages of a form the server refused. */
  initialErrors?: FieldErrors;
  /** Why a coupon applied without scripts did not apply. */
  couponError?: string | null;
  /** Create an account is offered to guests only. */
  guest: boolean;
  /** The backend creates no account without a password: Create an account asks for one. */
  askAccountPassword?: boolean;
  placing: boolean;
  error: string | null;
}

/**
 * The checkout form as the shop composes it: its rules and industries, the cart's lines and
 * totals, the shipping rate in effect, the insurance add-on, the coupon and the gateways.
 *
 * @remarks Choices of payment method, shipping method and insurance go to the server at once and
 *   the cart comes back in the answer; a cart without a chosen rate gets the first one. Without
 *   scripts, Update totals (or Place Order) posts the rate and the insurance box with the form.
 */
export function ShopCheckoutForm({
  defaultValues,
  onValuesChange,
  onSubmit,
  action,
  server,
  initialErrors,
  couponError,
  guest,
  askAccountPassword = false,
  placing,
  error,
}: ShopCheckoutFormProps) {
  const { paymentChoiceOnServer } = useShopFeatures();
  const { ready } = useShopper();
  const cart = useCartView();
  // A new address starts in the shop's market, with scripts or without.
  const shopCountry = useShopCountry();
  const actions = useCartActions();
  const forms = useCartForms();
  const [insuranceBusy, setInsuranceBusy] = useState(false);

  const methods = shippingMethodsOf(cart.cart);
  const chosen = cart.cart?.chosenShippingMethods?.[0] ?? null;
  const firstMethod = methods[0]?.id;
  useEffect(() => {
    if (ready && !chosen && firstMethod) void forms.chooseShipping(firstMethod);
  }, [ready, chosen, firstMethod, forms]);

  const insuranceLine = findInsuranceLine(cart.lines, INSURANCE_PRODUCT_ID);
  const toggleInsurance = async (insured: boolean) => {
    setInsuranceBusy(true);
    const result = insured
      ? await forms.add({
          productId: INSURANCE_PRODUCT_ID,
          preview: { name: 'Premium shipping insurance', slug: '', price: LIMITS.insurancePrice },
        })
      : insuranceLine
        ? await forms.remove(insuranceLine)
        : null;
    setInsuranceBusy(false);
    if (result && !result.ok) notify.error(result.error);
  };

  const choosePayment = async (paymentMethod: string) => {
    const result = await forms.choosePayment(paymentMethod, paymentChoiceOnServer);
    if (!result.ok) notify.error(result.error);
  };

  const lines: OrderLine[] = cart.lines.map((line) => ({
    id: line.key,
    name: line.name,
    quantity: line.quantity,
    total: line.subtotal,
  }));
  // The gateways come with the page (its loader), the same for every shopper.
  const gatewayList: Loadable<readonly PaymentGateway[]> = loadable(
    server.gateways ?? [],
    false,
    server.gateways === null,
  );

  return (
    <CheckoutForm.Root
      defaultValues={defaultValues}
      validate={validateCheckout}
      onValuesChange={onValuesChange}
      onSubmit={onSubmit}
      action={action}
      initialErrors={initialErrors}
      newAddressCountry={shopCountry}
      placing={placing}
    >
      <CheckoutForm.Details>
        <CheckoutForm.Alert>{error}</CheckoutForm.Alert>
        <CheckoutForm.Billing countries={server.countries} />
        <CheckoutForm.Shipping countries={server.countries} />
        <CheckoutForm.Notes />
        <CheckoutForm.Industry options={INDUSTRY_OPTIONS} />
      </CheckoutForm.Details>
      <CheckoutForm.Aside>
        <CheckoutForm.Summary lines={lines} totals={cart.totals} />
        <CheckoutForm.ShippingMethods
          methods={loadable(methods, false, false)}
          selected={shippingMethodInEffect(cart.cart)}
          onChange={(id) => void forms.chooseShipping(id)}
        />
        {server.insurance ? (
          <CheckoutForm.AddOn
            label={INSURANCE_LABEL}
            checked={Boolean(insuranceLine)}
            busy={insuranceBusy}
            busyLabel="Updating insurance"
            name={INSURANCE_FIELD}
            onChange={(insured) => void toggleInsurance(insured)}
          />
        ) : null}
        <CheckoutForm.UpdateTotals />
        <CouponForm
          nested
          action={action}
          error={couponError}
          onApply={actions.applyCoupon}
          busy={cart.couponBusy}
          hasDiscount={cart.totals.discount > 0}
          appliedCode={appliedCouponCode(cart.cart, cart.couponCode)}
        />
        <CheckoutForm.Payment gateways={gatewayList} onChange={(id) => void choosePayment(id)} />
        {guest ? <CheckoutForm.CreateAccount askPassword={askAccountPassword} /> : null}
        <CheckoutForm.Terms />
        <CheckoutForm.Submit />
      </CheckoutForm.Aside>
    </CheckoutForm.Root>
  );
}
