import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepper,
  args: { value: 2, max: 10, onIncrement: fn(), onDecrement: fn(), onRemove: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtMinimum: Story = { args: { value: 1 } };
export const AtStockLimit: Story = { args: { value: 10, max: 10 } };
export const BusyIncrement: Story = { args: { busy: { increment: true } } };
export const BusyDecrement: Story = { args: { busy: { decrement: true } } };
export const BusyRemove: Story = { args: { busy: { remove: true } } };
export const Disabled: Story = { args: { disabled: true } };
export const Editable: Story = {
  args: { onIncrement: undefined, onDecrement: undefined, onRemove: undefined, max: null },
  render: function Render(args) {
    const [value, setValue] = useState(1);
    return <QuantityStepper {...args} value={value} onChange={setValue} />;
  },
};
