import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShippingRates } from './ShippingRates';

const rates = [
  { id: 'flat_rate:1', label: 'Xpresspost', cost: 15 },
  { id: 'free_shipping:2', label: 'Free shipping', cost: 0 },
];

const meta = {
  title: 'Cart/ShippingRates',
  component: ShippingRates,
  parameters: {
    docs: {
      description: {
        component:
          "The cart's shipping choice, shown inside CartTotals when the backend offers two rates or more: a real form that posts the chosen rate to the cart's action before and without scripts, and chooses it through `onChoose` once they run.",
      },
    },
  },
  args: { rates, chosen: 'free_shipping:2', onChoose: fn(), action: '/cart' },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof ShippingRates>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeShippingChosen: Story = {};
export const FlatRateChosen: Story = { args: { chosen: 'flat_rate:1' } };
/** A choice waits for the backend's answer: the radios are disabled. */
export const Busy: Story = { args: { busy: true } };
