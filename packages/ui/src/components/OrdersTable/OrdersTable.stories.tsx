import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleOrders } from '../OrderDetails/fixtures';
import { OrdersTable } from './OrdersTable';

const meta = {
  title: 'Account/OrdersTable',
  component: OrdersTable,
  args: { orders: sampleOrders, onView: fn() },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {};
export const Empty: Story = { args: { orders: [] } };
export const Loading: Story = { args: { orders: [], loading: true } };
export const LoadError: Story = { args: { orders: [], error: 'Network request failed' } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
