import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTag } from './PriceTag';

const meta = {
  title: 'Commerce/PriceTag',
  component: PriceTag,
  args: { price: 39.99 },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const SalePrice: Story = { args: { price: 54, regularPrice: 64 } };
export const Range: Story = { args: { price: 89, range: { min: 89, max: 159 } } };
export const RangeString: Story = { args: { price: 89, range: '€89.00 - €149.00' } };
export const Thousands: Story = { args: { price: 1234.5, size: 'lg' } };
