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
export const NothingTyped: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
  },
};
export const WithErrors: Story = {
  args: { defaultValues: { firstName: 'Anna', country: 'NL', postcode: '2311' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
  },
};
