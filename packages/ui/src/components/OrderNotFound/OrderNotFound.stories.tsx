import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderNotFound } from './OrderNotFound';

const meta = {
  title: 'Orders/OrderNotFound',
  component: OrderNotFound,
  args: {
    text: MESSAGES.orderNotFoundForGuest,
    links: [
      { label: MESSAGES.logInToSeeOrder, href: '/auth' },
      { label: MESSAGES.contactSupport, href: '/contact' },
    ],
  },
} satisfies Meta<typeof OrderNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForGuest: Story = {};
export const ForCustomer: Story = {
  args: {
    text: MESSAGES.orderNotFoundForCustomer,
    headingLevel: 2,
    links: [
      { label: 'Back to orders', href: '/my-account?tab=orders' },
      { label: MESSAGES.contactSupport, href: '/contact' },
    ],
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
