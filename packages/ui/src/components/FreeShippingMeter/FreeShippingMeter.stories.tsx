import type { Meta, StoryObj } from '@storybook/react-vite';
import { FreeShippingMeter } from './FreeShippingMeter';

const meta = {
  title: 'Cart/FreeShippingMeter',
  component: FreeShippingMeter,
  args: { subtotal: 120, threshold: 250 },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof FreeShippingMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Halfway: Story = {};
export const EmptyCart: Story = { args: { subtotal: 0 } };
export const AtThreshold: Story = { args: { subtotal: 250 } };
export const Reached: Story = { args: { subtotal: 310 } };
export const CouponBelowThreshold: Story = { args: { subtotal: 259.8, couponDiscount: 45.98 } };
export const NoThresholdFromServer: Story = { args: { threshold: 0 } };
