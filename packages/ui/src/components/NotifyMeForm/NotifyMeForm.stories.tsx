import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotifyMeForm } from './NotifyMeForm';

const meta = {
  title: 'Product/NotifyMeForm',
  component: NotifyMeForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof NotifyMeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};
export const LoggedIn: Story = { args: { defaultEmail: 'ada@example.org' } };
export const Busy: Story = { args: { defaultEmail: 'ada@example.org', busy: true } };
export const Failed: Story = { args: { error: SERVER_MESSAGES.tooManyStockNotifications } };
export const Subscribed: Story = { args: { result: 'active' } };
export const ConfirmYourEmail: Story = { args: { result: 'unconfirmed' } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
export const WithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'ada');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.notifyMeButton }));
  },
};
