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
