import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FloatingCartButton } from './FloatingCartButton';

const meta = {
  title: 'Cart/FloatingCartButton',
  component: FloatingCartButton,
  args: { count: 2, onClick: fn(), inline: true },
} satisfies Meta<typeof FloatingCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const Empty: Story = { args: { count: 0 } };
export const Fixed: Story = { args: { inline: false } };
