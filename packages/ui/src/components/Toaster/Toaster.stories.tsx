import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { notify } from './notify';
import { Toaster, type ToasterProps } from './Toaster';

function Demo(props: ToasterProps) {
  return (
    <>
      <Toaster {...props} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button onClick={() => notify.success(MESSAGES.addedToCart)}>Show success</Button>
        <Button variant="secondary" onClick={() => notify.error(MESSAGES.invalidCoupon)}>
          Show error
        </Button>
      </div>
    </>
  );
}

const meta = {
  title: 'Overlays/Toaster',
  component: Demo,
  args: { variant: 'shop' },
  parameters: {
    docs: {
      description: {
        component:
          'Mount `<Toaster />` once and call `notify.success()`, `notify.error()` or `toast`. `variant="account"` (the account and cart area) closes toasts after 1999 ms instead of 5000 ms; `duration` sets any other time. The stories add buttons that raise a toast.',
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shop: Story = {};
export const AccountArea: Story = { args: { variant: 'account' } };
export const CustomDuration: Story = { args: { duration: 1999 } };
/** A success toast on screen, so its look (and its close button) can be reviewed and scanned. */
export const SuccessShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
  },
};
/** Two toasts stacked: an error on top of a success. */
export const ErrorOverSuccess: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
  },
};
