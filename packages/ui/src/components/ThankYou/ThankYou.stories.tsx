import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThankYou } from './ThankYou';

const meta = {
  title: 'Orders/ThankYou',
  component: ThankYou,
  args: { orderHref: '/order-summary/1042' },
} satisfies Meta<typeof ThankYou>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderPlaced: Story = {};
export const NoOrderPlaced: Story = { args: { orderHref: null } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
