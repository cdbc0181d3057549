import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleProducts } from '../../stories/fixtures';
import { ProductCard, ProductCardSkeleton } from '../ProductCard/ProductCard';
import { ProductCarousel } from './ProductCarousel';

const onAddToCart = fn();
const cards = sampleProducts.map((product) => (
  <ProductCard key={product.id} product={product} onAddToCart={onAddToCart} />
));

const meta = {
  title: 'Commerce/ProductCarousel',
  component: ProductCarousel,
  args: { title: MESSAGES.relatedProducts, children: cards },
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Related: Story = {};
export const DontForgetToBuy: Story = { args: { title: MESSAGES.dontForgetToBuy } };
export const RecentSingle: Story = {
  args: { title: MESSAGES.recentProducts, variant: 'single' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };

/** While the products load: card skeletons in the slides, shaped like the cards they stand for. */
export const Loading: Story = {
  args: { children: [1, 2, 3, 4].map((slot) => <ProductCardSkeleton key={slot} />) },
};

/**
 * With no cards the carousel keeps its heading and buttons over an empty track, so a page leaves
 * it out when its list is empty (the storefront renders nothing in its place).
 */
export const Empty: Story = { args: { children: [] } };
