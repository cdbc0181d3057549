import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartIcon } from '../../icons/icons';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Open cart' },
  decorators: [
    (Story) => (
      <button type="button">
        <CartIcon />
        {Story()}
      </button>
    ),
  ],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAnIconButton: Story = {};
