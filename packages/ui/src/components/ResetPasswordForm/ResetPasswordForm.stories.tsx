import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { email: 'anna@kellerlabs.nl', token: 'k3y-from-link', onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Busy: Story = { args: { busy: true } };
export const Failed: Story = { args: { error: MESSAGES.passwordResetFailed } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
export const WithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
  },
};
export const InvalidLink: Story = {
  args: { token: null },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'longenough');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'longenough');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
  },
};
