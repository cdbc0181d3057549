import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProducts } from '../../stories/fixtures';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Layout/SearchBox',
  component: SearchBox,
  args: {
    value: 'pep',
    onValueChange: fn(),
    results: sampleProducts.slice(0, 3),
    seeAllHref: '/search?q=pep',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { value: '' } };
export const TooShortToSuggest: Story = { args: { value: 'pe' } };
export const Results: Story = {};
export const MoreThanSuggested: Story = { args: { total: 14 } };
export const OneResult: Story = { args: { value: 'bpc', results: sampleProducts.slice(0, 1) } };
export const NoResults: Story = { args: { value: 'xyz', results: [] } };
export const Loading: Story = { args: { loading: true, results: [] } };
/** The next answer is on its way: the previous list stays, marked busy, with no flicker. */
export const LoadingKeepsPrevious: Story = { args: { loading: true } };
export const ErrorState: Story = {
  args: { results: [], error: MESSAGES.searchSuggestionsFailed },
};
export const MobileInline: Story = {
  args: { variant: 'mobile' },
  globals: { viewport: { value: 'phone' } },
};
export const KeyboardNavigation: Story = {
  args: { value: '' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    const results = sampleProducts.filter((product) =>
      product.name.toLowerCase().includes(value.trim().toLowerCase()),
    );
    return (
      <SearchBox
        {...args}
        value={value}
        onValueChange={setValue}
        results={results}
        seeAllHref={`/search?q=${encodeURIComponent(value)}`}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox');
    await userEvent.type(field, 'pep');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveFocus();
  },
};
