import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchIcon } from '../../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import { TextField } from './Input';

const meta = {
  title: 'Primitives/Input',
  component: TextField,
  args: { label: 'Email address', type: 'email', placeholder: 'you@lab.eu' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { hint: 'We never share your address.' } };
export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: 'Please enter a valid email address' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'lab@example.eu' } };
export const HiddenLabel: Story = {
  args: { label: 'Search products', hideLabel: true, type: 'search' },
};
export const WithEndSlot: Story = {
  args: {
    label: 'Search products',
    type: 'search',
    endSlot: <IconButton label="Search" icon={<SearchIcon />} type="submit" />,
  },
};
