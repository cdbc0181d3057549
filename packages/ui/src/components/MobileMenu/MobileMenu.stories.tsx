import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleRegions } from '../../stories/fixtures';
import { MobileMenu } from './MobileMenu';

const meta = {
  title: 'Layout/MobileMenu',
  component: MobileMenu,
  args: { open: true, onOpenChange: fn(), regions: sampleRegions, currentPath: '/coas' },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithoutRegions: Story = { args: { regions: [] } };
