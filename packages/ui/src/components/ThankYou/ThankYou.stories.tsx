import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThankYou } from './ThankYou';

const meta = {
  title: 'Orders/ThankYou',
  component: ThankYou,
} satisfies Meta<typeof ThankYou>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
