import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOrder } from './fixtures';
import { OrderDetails } from './OrderDetails';

const meta = {
  title: 'Account/OrderDetails',
  component: OrderDetails,
  args: { order: sampleOrder, backHref: '#orders' },
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
export const NoneSelected: Story = { args: { order: null } };
export const Loading: Story = { args: { loading: true } };
export const LoadError: Story = { args: { order: null, error: 'Network request failed' } };
export const MissingShippingAddress: Story = {
  args: { order: { ...sampleOrder, shipping: null } },
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
