import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type StockNotificationRow, StockNotificationsTables } from './StockNotificationsTables';

const rows: StockNotificationRow[] = [
  {
    id: 3,
    productName: 'GHK-Cu 50mg',
    productHref: '/product/ghk-cu-50mg',
    status: 'ACTIVE',
    date: '2026-01-15T10:00:00.000Z',
    dateModified: '2026-01-15T10:00:00.000Z',
  },
  {
    id: 2,
    productName: 'DSIP 5mg',
    productHref: '/product/dsip-5mg',
    status: 'SENT',
    date: '2026-01-10T10:00:00.000Z',
    dateModified: '2026-01-12T09:30:00.000Z',
  },
  {
    id: 1,
    productName: 'Tesamorelin - 10mg',
    productHref: '/product/tesamorelin',
    status: 'CANCELLED',
    date: '2026-01-02T10:00:00.000Z',
    dateModified: '2026-01-03T10:00:00.000Z',
  },
];

const meta = {
  title: 'Account/StockNotificationsTables',
  component: StockNotificationsTables,
  args: { onCancel: fn(), notifications: rows },
} satisfies Meta<typeof StockNotificationsTables>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRequests: Story = {};
export const Empty: Story = { args: { notifications: [] } };
export const Loading: Story = { args: { notifications: [], loading: true } };
export const Cancelling: Story = { args: { cancellingId: 3 } };
export const Failed: Story = { args: { error: 'Network error' } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
