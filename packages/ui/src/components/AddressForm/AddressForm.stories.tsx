import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleAddress } from '../OrderDetails/fixtures';
import { AddressForm } from './AddressForm';

const meta = {
  title: 'Account/AddressForm',
  component: AddressForm,
  args: { kind: 'billing', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValues: sampleAddress } };
export const Shipping: Story = { args: { kind: 'shipping', defaultValues: sampleAddress } };
export const Busy: Story = { args: { defaultValues: sampleAddress, busy: true } };
export const WithError: Story = {
  args: { defaultValues: sampleAddress, error: 'Something went wrong.' },
};
export const Mobile: Story = {
  args: { defaultValues: sampleAddress },
  globals: { viewport: { value: 'phone' } },
};
