import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategorySidebar } from './CategorySidebar';

const meta = {
  title: 'Commerce/CategorySidebar',
  component: CategorySidebar,
  args: {
    categories: [
      { name: 'Powders', href: '/product-category/powders', count: 14 },
      { name: 'Peptides', href: '/product-category/peptides', count: 32 },
      { name: 'BAC Water', href: '/product-category/bac-water', count: 2 },
    ],
    currentHref: '/product-category/peptides',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof CategorySidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllProductsCurrent: Story = { args: { currentHref: '/shop' } };
export const Loading: Story = { args: { loading: true } };
export const ErrorState: Story = { name: 'Error', args: { error: true } };
export const Empty: Story = { args: { categories: [] } };
