import type { Meta, StoryObj } from '@storybook/react-vite';
import { vialArt } from '../../stories/fixtures';
import { FallbackImage } from './FallbackImage';

const meta = {
  title: 'Primitives/FallbackImage',
  component: FallbackImage,
  args: { alt: 'BPC-157 5 mg vial', width: 240, height: 240 },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof FallbackImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { args: { src: vialArt('BPC-157', '5 mg') } };
export const Missing: Story = { args: { src: null } };
export const Broken: Story = { args: { src: '/does-not-exist.png' } };
