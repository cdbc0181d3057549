import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = { title: 'Primitives/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = { args: { width: '60%', height: '1em' } };
export const Image: Story = { args: { width: 240, height: 240, radius: 8 } };
export const Pill: Story = { args: { width: 120, height: 44, radius: 9999 } };
