import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AgeGateModal } from './AgeGateModal';

const meta = {
  title: 'Overlays/AgeGateModal',
  component: AgeGateModal,
  args: { open: true, onAgree: fn(), onDisagree: fn() },
} satisfies Meta<typeof AgeGateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Declined: Story = { args: { defaultDeclined: true } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
