import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen';

const meta = { title: 'States/ErrorScreen', component: ErrorScreen } satisfies Meta<
  typeof ErrorScreen
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithRetry: Story = { args: { onRetry: fn() } };
export const WithDetails: Story = {
  args: { details: 'TypeError: Cannot read properties of undefined (reading "price")' },
};
