import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ButtonLink } from '../Button/Button';
import { CartTotals } from './CartTotals';

const meta = {
  title: 'Cart/CartTotals',
  component: CartTotals,
  args: { subtotal: 120, shipping: 15, shippingLabel: MESSAGES.shippingFlatLabel, total: 135 },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof CartTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FlatShipping: Story = {};
export const FreeShipping: Story = {
  args: { subtotal: 300, shipping: 0, shippingLabel: undefined, total: 300 },
};
export const WithCoupon: Story = { args: { discount: 12, total: 123, onRemoveCoupon: fn() } };
export const WithCouponCode: Story = {
  args: { discount: 12, couponCode: 'WELCOME10', total: 123, onRemoveCoupon: fn() },
};
export const RemovingCoupon: Story = {
  args: { discount: 12, total: 123, onRemoveCoupon: fn(), removingCoupon: true },
};
export const BitcoinDiscount: Story = { args: { bitcoinDiscount: 12, total: 123 } };
export const WithCheckoutButton: Story = {
  args: {
    children: (
      <ButtonLink href="/checkout" fullWidth style={{ marginTop: 16 }}>
        {MESSAGES.proceedToCheckout}
      </ButtonLink>
    ),
  },
};
