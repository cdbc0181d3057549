import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../Field/Field';
import { TextArea, type TextAreaProps } from './Input';

/** A labelled text area, as forms place it inside a `Field`. */
function LabelledTextArea({ error, ...props }: TextAreaProps & { error?: string }) {
  return (
    <Field label="Order notes (optional)" error={error}>
      {(control) => <TextArea {...props} {...control} />}
    </Field>
  );
}

const meta = {
  title: 'Primitives/TextArea',
  component: LabelledTextArea,
  args: { placeholder: 'Notes about your order, e.g. special notes for delivery.' },
} satisfies Meta<typeof LabelledTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Please leave the parcel at reception.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Placed already.' } };
export const WithError: Story = { args: { error: 'Please keep notes under 500 characters' } };
