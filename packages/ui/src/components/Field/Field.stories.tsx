import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '../Input/Input';
import { Field } from './Field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Phone',
    required: true,
    children: (control) => <Input type="tel" {...control} />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Format (123) 456-7890' } };
export const WithError: Story = {
  args: { error: 'Required & must be a valid phone number (9 digits)' },
};
export const WithHintAndError: Story = {
  args: {
    hint: 'Format (123) 456-7890',
    error: 'Required & must be a valid phone number (9 digits)',
  },
};
