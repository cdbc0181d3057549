import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CouponForm } from './CouponForm';

const meta = {
  title: 'Cart/CouponForm',
  component: CouponForm,
  args: { onApply: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Applying: Story = { args: { busy: true } };
export const DiscountApplied: Story = { args: { hasDiscount: true, note: MESSAGES.couponApplied } };
export const CouponInUse: Story = { args: { hasDiscount: true, appliedCode: 'WELCOME10' } };
export const PromoCode: Story = {
  args: { label: 'Promo code', placeholder: 'Promo code', applyLabel: 'Apply' },
};
