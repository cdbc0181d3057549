import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, CountBadge, OutOfStockBadge, SaleBadge } from './Badge';

const meta = {
  title: 'Commerce/Badge',
  component: Badge,
  args: { children: 'Sale', tone: 'sale' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sale: Story = { render: () => <SaleBadge /> };
export const Neutral: Story = { args: { tone: 'neutral', children: 'New' } };
export const OutOfStock: Story = { render: () => <OutOfStockBadge /> };
export const CartCount: Story = { render: () => <CountBadge count={3} /> };
export const CartCountOverflow: Story = { render: () => <CountBadge count={120} /> };
export const CartCountZeroIsHidden: Story = {
  render: () => (
    <p>
      Nothing after this colon: <CountBadge count={0} />
    </p>
  ),
};
