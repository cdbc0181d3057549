import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorScreen } from '../ErrorScreen/ErrorScreen';
import { NotifyMeForm } from '../NotifyMeForm/NotifyMeForm';
import { ProductDetail, type ProductDetailProps, ProductDetailSkeleton } from './ProductDetail';

const vial = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="#f1f5f9"/><rect x="250" y="120" width="100" height="50" rx="8" fill="#334155"/><rect x="230" y="170" width="140" height="300" rx="24" fill="#e2e8f0" stroke="#334155" stroke-width="6"/><text x="300" y="330" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#0f172a">BPC-157</text></svg>',
)}`;

const base: ProductDetailProps = {
  product: {
    name: 'BPC-157 5mg',
    image: vial,
    shortDescriptionHtml: '<p>Lyophilised powder, ≥99% purity by HPLC. For research use only.</p>',
    price: 49,
    stockStatus: 'IN_STOCK',
    stockQuantity: 42,
  },
  quantity: 1,
  onQuantityChange: () => {},
  onAddToCart: () => {},
  coaLinks: [
    { name: 'Janoshik COA', url: 'https://example.org/coa-1.pdf' },
    { name: 'HPLC report', url: 'https://example.org/coa-2.pdf' },
  ],
};

function Interactive(props: Partial<ProductDetailProps>) {
  const [quantity, setQuantity] = useState(1);
  const [variationId, setVariationId] = useState('');
  return (
    <ProductDetail
      {...base}
      {...props}
      quantity={quantity}
      onQuantityChange={setQuantity}
      variationId={variationId}
      onVariationChange={setVariationId}
    />
  );
}

const meta = {
  title: 'Commerce/ProductDetail',
  component: ProductDetail,
  args: base,
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {};

export const Variable: Story = {
  render: () => (
    <Interactive
      product={{ ...base.product, name: 'TB-500', price: 65, priceRange: { min: 65, max: 180 } }}
      variations={[
        { id: '1', label: '5mg', inStock: true },
        { id: '2', label: '10mg', inStock: true },
        { id: '3', label: '20mg', inStock: false },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox'), '2');
    await expect(canvas.getByRole('combobox')).toHaveValue('2');
  },
};

export const VariationMissing: Story = {
  args: {
    variations: [{ id: '1', label: '5mg', inStock: true }],
    error: 'Please select a variation.',
  },
};

export const Adding: Story = { args: { adding: true } };

export const StockLimit: Story = {
  args: { quantity: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Stock Limit Exceeds.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const StockLimitWithCart: Story = {
  args: { quantity: 3, inCart: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Only 42 item(s) left in stock. You already have 40 item(s) in your cart.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const OnSale: Story = {
  args: { product: { ...base.product, price: 39, regularPrice: 49 } },
};

export const OutOfStock: Story = {
  args: { product: { ...base.product, stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 } },
};

/** The shop puts the back-in-stock form beside the disabled button, above the certificates. */
export const OutOfStockWithNotifyMe: Story = {
  args: {
    product: { ...base.product, stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 },
    children: <NotifyMeForm onSubmit={() => {}} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Notify me when available' });
    const certificates = canvas.getByRole('heading', { name: 'Certificates of analysis' });
    await expect(
      form.compareDocumentPosition(certificates) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const Loading: Story = { render: () => <ProductDetailSkeleton /> };

/**
 * When the product cannot be loaded, a product page shows no ProductDetail: the shop's error
 * screen takes its place (the storefront's root error boundary, which retries the page's loaders
 * while it shows and brings the product back once the backend answers).
 */
export const LoadError: Story = {
  render: () => <ErrorScreen />,
};
