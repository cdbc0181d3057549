import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOrders } from '../OrderDetails/fixtures';
import { OrdersTable } from './OrdersTable';

const meta = {
  title: 'Account/OrdersTable',
  component: OrdersTable,
  args: { orders: sampleOrders, viewHref: (order) => `#order-${order.id}` },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {};
export const Empty: Story = { args: { orders: [] } };
export const Loading: Story = { args: { orders: [], loading: true } };
export const LoadError: Story = { args: { orders: [], error: 'Network request failed' } };
/** Every upstream order status as its pill: processing teal, completed green, stopped red. */
export const EveryStatus: Story = {
  args: {
    orders: [
      'PROCESSING',
      'COMPLETED',
      'CANCELLED',
      'FAILED',
      'PENDING',
      'ON_HOLD',
      'REFUNDED',
    ].map((status, index) => ({
      id: `order-${index}`,
      number: String(1050 - index),
      date: '2026-03-14T10:22:00',
      status,
      total: 45 * (index + 1),
    })),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
