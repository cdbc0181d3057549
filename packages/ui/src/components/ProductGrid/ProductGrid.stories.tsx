import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleProducts } from '../../stories/fixtures';
import { ProductCard } from '../ProductCard/ProductCard';
import { ProductGrid } from './ProductGrid';

const onAddToCart = fn();

const meta = {
  title: 'Commerce/ProductGrid',
  component: ProductGrid,
  args: {
    label: 'Products',
    children: sampleProducts.map((product) => (
      <ProductCard
        key={product.id}
        product={product}
        onAddToCart={onAddToCart}
        adding={product.id === 5}
      />
    )),
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { loading: true } };
export const LoadingHome: Story = {
  args: { loading: true, skeletonCount: 4 },
};
export const Empty: Story = { args: { children: [], empty: 'No products in this category yet.' } };
export const EmptyWithoutNextStep: Story = {
  args: { children: [], empty: 'No products in this category yet.', emptyAction: null },
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
