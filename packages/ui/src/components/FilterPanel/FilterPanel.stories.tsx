import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterPanel, FilterPanelRoot } from './FilterPanel';

const categories = [
  { value: 'accessories', label: 'Accessories', count: 4, checked: false },
  { value: 'bac-water', label: 'BAC Water', count: 3, checked: false },
  { value: 'peptides', label: 'Peptides', count: 18, checked: false },
  { value: 'powders', label: 'Powders', count: 7, checked: false },
];

const meta = {
  title: 'Catalogue/FilterPanel',
  component: FilterPanelRoot,
  args: {
    action: '/shop',
    categories,
    minPrice: null,
    maxPrice: null,
    priceBounds: { min: 9, max: 280 },
    inStock: { checked: false, count: 28 },
    onSale: { checked: false, count: 5 },
    keep: [],
    activeCount: 0,
    enhanced: true,
    onFiltersChange: fn(),
    children: null,
  },
  render: ({ children: _children, ...args }) => (
    <FilterPanel.Root {...args}>
      <FilterPanel.Sidebar />
      <FilterPanel.Drawer />
    </FilterPanel.Root>
  ),
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof FilterPanelRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop sidebar with nothing chosen: every choice with the products it would leave. */
export const Unfiltered: Story = {};

/** Two categories, a price range and in-stock-only in force, the order kept by the form. */
export const Filtered: Story = {
  args: {
    categories: categories.map((category) => ({
      ...category,
      checked: category.value === 'peptides' || category.value === 'powders',
    })),
    minPrice: 10,
    maxPrice: 150,
    inStock: { checked: true, count: 21 },
    keep: [
      { name: 'orderby', value: 'price' },
      { name: 'order', value: 'asc' },
    ],
    activeCount: 5,
  },
};

/** Choices that would leave no product are disabled, unless already chosen. */
export const ChoicesLeavingNothing: Story = {
  args: {
    categories: categories.map((category) =>
      category.value === 'accessories' ? { ...category, count: 0 } : category,
    ),
    onSale: { checked: false, count: 0 },
  },
};

/** The counts are not known (their query failed): the choices show without them. */
export const WithoutCounts: Story = {
  args: {
    categories: categories.map((category) => ({ ...category, count: null })),
    inStock: { checked: false, count: null },
    onSale: { checked: false, count: null },
    priceBounds: null,
  },
};

/** With the scripts running, ticking a box applies the filters at once. */
export const AppliesOnTick: Story = {
  play: async ({ canvasElement, args }) => {
    const sidebar = within(canvasElement).getByRole('region', { name: 'Filters' });
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: 'Peptides (18)' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith([
      ['category', 'peptides'],
      ['min_price', ''],
      ['max_price', ''],
    ]);
  },
};

/** On a phone the filters wait behind a `Filters (n)` button. */
export const DrawerClosed: Story = {
  args: { activeCount: 2 },
  globals: { viewport: { value: 'phone' } },
};

/** The drawer open on a phone. */
export const DrawerOpen: Story = {
  args: { activeCount: 1, inStock: { checked: true, count: 21 } },
  globals: { viewport: { value: 'phone' } },
  render: ({ children: _children, ...args }) => (
    <FilterPanel.Root {...args}>
      <FilterPanel.Drawer defaultOpen />
    </FilterPanel.Root>
  ),
};

/** Before the scripts run, the phone's filters are a disclosure holding a plain GET form. */
export const DrawerWithoutJavaScript: Story = {
  args: { enhanced: false },
  globals: { viewport: { value: 'phone' } },
};
