import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { sampleProducts } from '../../stories/fixtures';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Layout/SearchBox',
  component: SearchBox,
  args: { value: 'pe', onValueChange: fn(), results: sampleProducts.slice(0, 3) },
  decorators: [(Story) => <div style={{ maxWidth: 420, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { value: '' } };
export const ManyResults: Story = {};
export const OneResult: Story = { args: { value: 'bpc', results: sampleProducts.slice(0, 1) } };
export const NoResults: Story = { args: { value: 'xyz', results: [] } };
export const Loading: Story = { args: { loading: true } };
export const MobileInline: Story = {
  args: { variant: 'mobile' },
  globals: { viewport: { value: 'phone' } },
};
export const Interactive: Story = {
  args: { value: '' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    const results = sampleProducts.filter((product) =>
      product.name.toLowerCase().includes(value.toLowerCase()),
    );
    return <SearchBox {...args} value={value} onValueChange={setValue} results={results} />;
  },
};
