import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Busy: Story = { args: { busy: true } };
export const Failed: Story = { args: { error: MESSAGES.registrationFailed } };
export const Registered: Story = { args: { success: MESSAGES.registrationSuccessful } };
/** The backend creates no account without a password: the form asks for one, the address kept. */
export const PasswordRequired: Story = {
  args: {
    askPassword: true,
    defaultEmail: 'ada@example.com',
    error: MESSAGES.accountPasswordRequired,
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
export const WithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'anna');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
  },
};
