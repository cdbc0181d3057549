import { CATALOG_SORTS, MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Catalogue/SortSelect',
  component: SortSelect,
  args: {
    options: CATALOG_SORTS.map((sort) => ({ value: sort.key, label: sort.label })),
    value: 'menu_order',
    label: MESSAGES.sortLabel,
    submitLabel: MESSAGES.applySort,
    action: '/shop',
    onSortChange: fn(),
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the scripts run: a plain GET form with its button. */
export const WithoutJavaScript: Story = {};
export const Sorted: Story = { args: { value: 'price' } };
/** With the scripts running, choosing an order is enough. */
export const SubmitsOnChange: Story = {
  args: { enhanced: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: MESSAGES.sortLabel }),
      'price-desc',
    );
    await expect(args.onSortChange).toHaveBeenCalledWith('price-desc');
  },
};
/** Beside a filters button: on a phone the label is left to assistive technology. */
export const Compact: Story = {
  args: { enhanced: true, compact: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: MESSAGES.sortLabel })).toBeVisible();
  },
};
