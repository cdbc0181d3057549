import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartIcon, CloseIcon, PlusIcon } from '../../icons/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Outline: Story = {
  args: { variant: 'outline', label: 'Increase quantity', icon: <PlusIcon /> },
};
export const SolidRound: Story = {
  args: { variant: 'solid', shape: 'round', label: 'Open cart', icon: <CartIcon /> },
};
export const Disabled: Story = { args: { disabled: true } };
export const Busy: Story = { args: { busy: true } };
