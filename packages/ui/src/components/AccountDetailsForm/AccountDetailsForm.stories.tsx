import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountDetailsForm } from './AccountDetailsForm';

const customer = {
  firstName: 'Anna',
  lastName: 'Keller',
  displayName: 'anna.keller',
  email: 'anna@kellerlabs.nl',
};

const meta = {
  title: 'Account/AccountDetailsForm',
  component: AccountDetailsForm,
  args: { defaultValues: customer, onSubmit: fn(), onSuccessDismiss: fn() },
} satisfies Meta<typeof AccountDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { defaultValues: undefined } };
export const Busy: Story = { args: { busy: true } };
export const Saved: Story = { args: { success: 'Account details changed successfully.' } };
export const Failed: Story = { args: { error: MESSAGES.somethingWentWrong } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
export const PasswordMismatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'n3w-secret');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
  },
};
export const WithErrors: Story = {
  args: { defaultValues: { firstName: 'Anna', lastName: '', displayName: '', email: 'anna' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
  },
};
