import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banner } from './Banner';

const meta = {
  title: 'Layout/Banner',
  component: Banner,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Cart', crumbs: [{ label: 'Home', href: '/' }, { label: 'Cart' }] },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cart: Story = {};
export const Shop: Story = {
  args: {
    title: 'Shop',
    crumbs: [{ label: 'Home', href: '/' }, { label: 'Shop' }],
    children: 'Third-party tested research peptides.',
  },
};
/** A listing's banner: a slim strip on phones, the full banner from md up. */
export const Compact: Story = {
  args: { title: 'Shop', crumbs: [{ label: 'Home', href: '/' }, { label: 'Shop' }], compact: true },
};
export const WithImage: Story = {
  args: {
    image:
      'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%221200%22 height=%22300%22%3E%3Crect width=%221200%22 height=%22300%22 fill=%22%230A6660%22/%3E%3C/svg%3E',
  },
};
export const LongTitle: Story = {
  args: { title: 'Common Shipping and Returns Questions for Research Orders' },
};
