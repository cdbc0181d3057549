import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewsletterModal } from './NewsletterModal';

const meta = {
  title: 'Overlays/NewsletterModal',
  component: NewsletterModal,
  args: { open: true, onOpenChange: fn(), onSubscribe: fn() },
} satisfies Meta<typeof NewsletterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Subscribing: Story = { args: { subscribing: true } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
