import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActiveFilters } from './ActiveFilters';

const meta = {
  title: 'Catalogue/ActiveFilters',
  component: ActiveFilters,
  args: {
    chips: [
      { key: 'category=peptides', label: 'Peptides', href: '/shop?category=powders&stock=instock' },
      { key: 'category=powders', label: 'Powders', href: '/shop?category=peptides&stock=instock' },
      { key: 'stock', label: 'In stock only', href: '/shop?category=peptides,powders' },
    ],
    clearHref: '/shop',
  },
} satisfies Meta<typeof ActiveFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralFilters: Story = {};
export const OneFilter: Story = {
  args: { chips: [{ key: 'on_sale', label: 'On sale', href: '/shop' }] },
};
export const PriceRange: Story = {
  args: {
    chips: [
      { key: 'min_price', label: 'From €10.00', href: '/shop?max_price=50' },
      { key: 'max_price', label: 'Up to €50.00', href: '/shop?min_price=10' },
    ],
  },
};
/** With no filter in force nothing renders; the story shows the space it leaves. */
export const NoFilter: Story = {
  args: { chips: [] },
  decorators: [
    (Story) => (
      <div>
        <p>No filter in force.</p>
        <Story />
      </div>
    ),
  ],
};
/** On a phone the chips wrap. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
