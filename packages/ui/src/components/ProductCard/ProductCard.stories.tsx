import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { longProductName, sampleProducts } from '../../stories/fixtures';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

const [simple, sale, variable, outOfStock] = sampleProducts as [
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
];

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: { product: simple, onAddToCart: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {};
export const Adding: Story = { args: { adding: true } };
export const SalePrice: Story = { args: { product: sale } };
export const Variable: Story = { args: { product: variable } };
export const OutOfStock: Story = { args: { product: outOfStock } };
export const OutOfStockOnSale: Story = {
  args: { product: { ...outOfStock, price: 9.5, regularPrice: 12.5 } },
};
export const RangeFromBackendString: Story = {
  args: { product: { ...variable, priceRange: '€89.00 - €149.00' } },
};
export const LongName: Story = { args: { product: { ...simple, name: longProductName } } };
export const MissingImage: Story = { args: { product: { ...simple, image: null } } };
export const Loading: Story = { render: () => <ProductCardSkeleton /> };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
