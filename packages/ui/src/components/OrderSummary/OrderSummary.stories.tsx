import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOrder } from '../OrderDetails/fixtures';
import { OrderSummary } from './OrderSummary';

const meta = {
  title: 'Orders/OrderSummary',
  component: OrderSummary,
  args: { order: sampleOrder },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};
export const Loading: Story = { args: { order: null, loading: true } };
export const NotFound: Story = { args: { order: null } };
export const LoadError: Story = { args: { order: null, error: 'Network request failed' } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
