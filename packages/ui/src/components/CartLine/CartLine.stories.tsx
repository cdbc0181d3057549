import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { longProductName, vialArt } from '../../stories/fixtures';
import { CartLine } from './CartLine';

const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  args: {
    as: 'div',
    line: {
      key: 'k1',
      name: 'BPC-157',
      href: '/product/bpc-157',
      image: vialArt('BPC-157', '5 mg'),
      price: 39.99,
      quantity: 2,
      stock: 10,
    },
    onIncrement: fn(),
    onDecrement: fn(),
    onRemove: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const QuantityOne: Story = { args: { line: { ...meta.args.line, quantity: 1 } } };
export const AtStockLimit: Story = { args: { line: { ...meta.args.line, quantity: 10 } } };
export const Incrementing: Story = { args: { busy: { increment: true } } };
export const Decrementing: Story = { args: { busy: { decrement: true } } };
export const Removing: Story = { args: { busy: { remove: true } } };
export const MissingImage: Story = { args: { line: { ...meta.args.line, image: null } } };
export const LongName: Story = { args: { line: { ...meta.args.line, name: longProductName } } };
export const AddOn: Story = {
  args: {
    line: {
      key: 'k2',
      name: 'Premium shipping insurance',
      href: '/product/premium-shipping-insurance',
      image: null,
      price: 4.99,
      quantity: 1,
      addOn: true,
    },
  },
};
