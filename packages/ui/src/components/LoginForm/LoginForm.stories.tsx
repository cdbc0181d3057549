import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultUsername: 'anna@kellerlabs.nl' } };
export const Busy: Story = { args: { defaultUsername: 'anna@kellerlabs.nl', busy: true } };
export const InvalidCredentials: Story = {
  args: { defaultUsername: 'anna@kellerlabs.nl', error: MESSAGES.invalidCredentials },
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
export const WithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
  },
};
