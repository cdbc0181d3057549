import type { Meta, StoryObj } from '@storybook/react-vite';
import { PostSkeleton } from './PostSkeleton';

const meta = {
  title: 'Content/PostSkeleton',
  component: PostSkeleton,
} satisfies Meta<typeof PostSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneParagraph: Story = { args: { paragraphs: 1 } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
