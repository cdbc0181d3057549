import type { Meta, StoryObj } from '@storybook/react-vite';
import { vialArt } from '../../stories/fixtures';
import { CATEGORY_TILES, CategoryTiles } from './CategoryTiles';

const meta = {
  title: 'Home/CategoryTiles',
  component: CategoryTiles,
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithImages: Story = {
  args: {
    tiles: CATEGORY_TILES.map((tile) => ({ ...tile, image: vialArt(tile.label, 'Category') })),
  },
};
export const WithoutIllustrations: Story = {
  args: { tiles: CATEGORY_TILES.map(({ label, href }) => ({ label, href })) },
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
