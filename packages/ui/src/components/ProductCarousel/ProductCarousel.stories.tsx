import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleProducts } from '../../stories/fixtures';
import { ProductCard } from '../ProductCard/ProductCard';
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
