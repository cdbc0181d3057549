import { BITCOIN_GATEWAY_ID, computeTotals } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleAddress, sampleLines } from '../OrderDetails/fixtures';
import { CheckoutFormDemo } from './checkoutFormDemo';

const lines = sampleLines.map((line) => ({ ...line }));
const totals = computeTotals({
  lines: lines.map((line) => ({ price: line.total / line.quantity, quantity: line.quantity })),
});
const bitcoinTotals = computeTotals({
  lines: lines.map((line) => ({ price: line.total / line.quantity, quantity: line.quantity })),
  couponDiscount: 10,
  paymentMethodId: BITCOIN_GATEWAY_ID,
});

const shippingMethods = [
  { id: 'flat_rate:1', label: 'Xpresspost', cost: 15 },
  { id: 'free_shipping:2', label: 'Free EU shipping', cost: 0 },
];

const paymentGateways = [
  {
    id: BITCOIN_GATEWAY_ID,
    title: 'Pay with Bitcoin',
    description:
      'You will be redirected to the payment page to scan a QR code or copy the address.',
  },
  { id: 'crypto_other', title: 'Other cryptocurrencies', description: 'USDT, ETH and LTC.' },
];

const ready = <T,>(data: T) => ({ status: 'ready' as const, data });

const meta = {
  title: 'Checkout/CheckoutForm',
  component: CheckoutFormDemo,
  parameters: {
    docs: {
      description: {
        component:
          "A page composes the checkout from its parts: `CheckoutForm.Root` holds the values and validates with the shop's rules on Place Order, announcing the count and focusing the first invalid field; `CheckoutForm.Details` (billing, shipping, industry, notes) and `CheckoutForm.Aside` (order summary, payment, Place Order) lay it out. Shipping methods and payment gateways come in as `Loadable` values, so each shows its own loading and error state. These stories compose every part through a demo.",
      },
    },
  },
  args: {
    lines,
    totals,
    shippingMethods: ready(shippingMethods),
    paymentGateways: ready(paymentGateways),
    onSubmit: fn(),
    onInvalid: fn(),
    onShippingMethodChange: fn(),
    onPaymentMethodChange: fn(),
    onInsuranceChange: fn(),
  },
} satisfies Meta<typeof CheckoutFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { defaultValues: ready({ billing: sampleAddress, industry: 'Laboratory R&D' }) },
};
export const DifferentShippingAddress: Story = {
  args: { defaultValues: ready({ billing: sampleAddress, shipToDifferentAddress: true }) },
};
export const BitcoinWithCoupon: Story = {
  args: {
    totals: bitcoinTotals,
    defaultValues: ready({ billing: sampleAddress, paymentMethod: BITCOIN_GATEWAY_ID }),
  },
};
export const Insured: Story = { args: { insured: true } };
export const InsuranceUpdating: Story = { args: { insured: true, insuranceBusy: true } };
export const ShippingLoading: Story = { args: { shippingMethods: { status: 'loading' } } };
export const ShippingError: Story = { args: { shippingMethods: { status: 'error' } } };
export const NoShippingMethods: Story = { args: { shippingMethods: ready([]) } };
export const PaymentMethodsLoading: Story = { args: { paymentGateways: { status: 'loading' } } };
export const PaymentMethodsError: Story = { args: { paymentGateways: { status: 'error' } } };
export const NoPaymentMethods: Story = { args: { paymentGateways: ready([]) } };
/** The saved addresses are still on their way: the form is empty and can be filled already. */
export const DefaultsLoading: Story = { args: { defaultValues: { status: 'loading' } } };
export const LoggedIn: Story = {
  args: { guest: false, defaultValues: ready({ billing: sampleAddress }) },
};
export const Placing: Story = {
  args: {
    placing: true,
    defaultValues: ready({
      billing: sampleAddress,
      paymentMethod: BITCOIN_GATEWAY_ID,
      termsAccepted: true,
    }),
  },
};
export const OrderFailed: Story = {
  args: { error: 'Order creation failed', defaultValues: ready({ billing: sampleAddress }) },
};
export const Mobile: Story = {
  args: { defaultValues: ready({ billing: sampleAddress }) },
  globals: { viewport: { value: 'phone' } },
};
/** Only the e-mail is wrong: Place Order focuses it and scrolls it into view. */
export const FocusesFirstInvalidField: Story = {
  args: {
    defaultValues: ready({
      billing: { ...sampleAddress, email: 'anna@' },
      paymentMethod: BITCOIN_GATEWAY_ID,
      termsAccepted: true,
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
  },
};
/** The phone is formatted as the billing country (here Germany) writes its numbers. */
export const GermanPhone: Story = {
  args: { defaultValues: ready({ billing: { ...sampleAddress, country: 'DE', phone: '' } }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '030123456789');
  },
};
export const WithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
  },
};
