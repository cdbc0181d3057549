import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const NeutralDisabled: Story = {
  args: { variant: 'neutral', disabled: true, children: 'Out of Stock' },
};
export const Danger: Story = { args: { variant: 'danger', children: 'Remove' } };
export const LinkStyle: Story = { args: { variant: 'link', children: '[Remove]' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Checkout Now' } };
export const Disabled: Story = { args: { disabled: true } };
export const Busy: Story = { args: { busy: true, busyLabel: 'Adding' } };
export const AsLink: Story = {
  render: () => (
    <ButtonLink href="/shop" variant="secondary">
      Select Options
    </ButtonLink>
  ),
};
