import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockLabel } from './StockLabel';

const meta = {
  title: 'Commerce/StockLabel',
  component: StockLabel,
  args: { stockStatus: 'IN_STOCK' },
} satisfies Meta<typeof StockLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const InStockWithQuantity: Story = { args: { stockQuantity: 12 } };
export const OutOfStock: Story = { args: { stockStatus: 'OUT_OF_STOCK' } };
