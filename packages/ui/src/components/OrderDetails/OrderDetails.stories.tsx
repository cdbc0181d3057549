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
export const AwaitingPayment: Story = {
  args: {
    order: {
      ...sampleOrder,
      status: 'PENDING',
      payment: {
        method: 'Bitcoin',
        shippingMethod: 'Flat rate',
        status: 'Awaiting payment',
        nextSteps: 'We will ship your order once it is paid.',
        paymentUrl: '#pay',
      },
    },
  },
};
export const Processing: Story = {
  args: {
    order: {
      ...sampleOrder,
      payment: {
        method: 'Bitcoin',
        shippingMethod: 'Free shipping',
        status: 'Processing: being prepared for shipping',
        nextSteps: 'We are preparing your order and will e-mail you when it ships.',
      },
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
