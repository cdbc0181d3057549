import { BITCOIN_GATEWAY_ID, computeTotals } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleAddress, sampleLines } from '../OrderDetails/fixtures';
import { CheckoutForm } from './CheckoutForm';

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

const meta = {
  title: 'Checkout/CheckoutForm',
  component: CheckoutForm,
  args: {
    lines,
    totals,
    shippingMethods,
    paymentGateways,
    onSubmit: fn(),
    onInvalid: fn(),
    onShippingMethodChange: fn(),
    onPaymentMethodChange: fn(),
    onInsuranceChange: fn(),
  },
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { defaultValues: { billing: sampleAddress, industry: 'Laboratory R&D' } },
};
export const DifferentShippingAddress: Story = {
  args: { defaultValues: { billing: sampleAddress, shipToDifferentAddress: true } },
};
export const BitcoinWithCoupon: Story = {
  args: {
    totals: bitcoinTotals,
    defaultValues: { billing: sampleAddress, paymentMethod: BITCOIN_GATEWAY_ID },
  },
};
export const Insured: Story = { args: { insured: true } };
export const InsuranceUpdating: Story = { args: { insured: true, insuranceBusy: true } };
export const ShippingLoading: Story = {
  args: { shippingMethods: [], shippingMethodsLoading: true },
};
export const ShippingError: Story = { args: { shippingMethods: [], shippingMethodsError: true } };
export const NoShippingMethods: Story = { args: { shippingMethods: [] } };
export const PaymentMethodsLoading: Story = {
  args: { paymentGateways: [], paymentGatewaysLoading: true },
};
export const PaymentMethodsError: Story = {
  args: { paymentGateways: [], paymentGatewaysError: true },
};
export const LoggedIn: Story = {
  args: { showCreateAccount: false, defaultValues: { billing: sampleAddress } },
};
export const Placing: Story = {
  args: {
    placing: true,
    defaultValues: {
      billing: sampleAddress,
      paymentMethod: BITCOIN_GATEWAY_ID,
      termsAccepted: true,
    },
  },
};
export const OrderFailed: Story = {
  args: { error: 'Order creation failed', defaultValues: { billing: sampleAddress } },
};
export const Mobile: Story = {
  args: { defaultValues: { billing: sampleAddress } },
  globals: { viewport: { value: 'phone' } },
};
/** Only the e-mail is wrong: Place Order focuses it and scrolls it into view. */
export const FocusesFirstInvalidField: Story = {
  args: {
    defaultValues: {
      billing: { ...sampleAddress, email: 'anna@' },
      paymentMethod: BITCOIN_GATEWAY_ID,
      termsAccepted: true,
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
  },
};
/** The phone is formatted as the billing country (here Germany) writes its numbers. */
export const GermanPhone: Story = {
  args: { defaultValues: { billing: { ...sampleAddress, country: 'DE', phone: '' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '030123456789');
  },
};
export const WithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
  },
};
