import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Create an account?' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = {
  args: {
    label: 'I have read and agree to the terms and conditions',
    error: 'You must agree to the terms and conditions before placing the order.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
