import { MESSAGES } from '@peptide/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { notify, Toaster } from './Toaster';

function Demo({ variant }: { variant: 'shop' | 'account' }) {
  return (
    <>
      <Toaster variant={variant} />
      <div style={{ display: 'flex', gap: 12 }}>
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
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shop: Story = {};
export const AccountArea: Story = { args: { variant: 'account' } };
