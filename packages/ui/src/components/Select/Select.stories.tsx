import { INDUSTRY_OPTIONS } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './Select';

const options = INDUSTRY_OPTIONS.map((value) => ({ value, label: value }));

const meta = {
  title: 'Primitives/Select',
  component: SelectField,
  args: { label: 'Industry', options, placeholder: 'Select an option' },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'Laboratory R&D' } };
export const WithError: Story = { args: { required: true, error: 'This field is required' } };
export const Disabled: Story = { args: { disabled: true } };
