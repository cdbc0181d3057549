import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleNotifications } from './fixtures';
import { StockNotificationsTables } from './StockNotificationsTables';

const meta = {
  title: 'Account/StockNotificationsTables',
  component: StockNotificationsTables,
  args: { onCancel: fn(), notifications: sampleNotifications },
} satisfies Meta<typeof StockNotificationsTables>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRequests: Story = {};
export const Empty: Story = { args: { notifications: [] } };
export const Loading: Story = { args: { notifications: [], loading: true } };
export const Cancelling: Story = { args: { cancellingId: 3 } };
export const Failed: Story = { args: { error: 'Network error' } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
