import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { VariationSelect } from './VariationSelect';

const meta = {
  title: 'Commerce/VariationSelect',
  component: VariationSelect,
  args: {
    value: '',
    onChange: fn(),
    label: 'Strength',
    variations: [
      { id: 'v1', label: '5 mg', inStock: true },
      { id: 'v2', label: '10 mg', inStock: true },
      { id: 'v3', label: '20 mg', inStock: false },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof VariationSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {};
export const Selected: Story = { args: { value: 'v2' } };
export const MissingSelection: Story = { args: { error: MESSAGES.selectVariation } };
export const Disabled: Story = { args: { disabled: true } };
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <VariationSelect {...args} value={value} onChange={setValue} />;
  },
};
