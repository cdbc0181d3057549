import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { vialArt } from '../../stories/fixtures';
import type { CartLineItem } from '../CartLine/CartLine';
import { MiniCart } from './MiniCart';

const bpc: CartLineItem = {
  key: 'a',
  name: 'BPC-157',
  href: '/product/bpc-157',
  image: vialArt('BPC-157', '5 mg'),
  price: 39.99,
  quantity: 2,
  stock: 10,
};

const lines: CartLineItem[] = [
  bpc,
  {
    key: 'b',
    name: 'TB-500',
    href: '/product/tb-500',
    image: vialArt('TB-500', '10 mg'),
    price: 54,
    quantity: 1,
    stock: 1,
  },
  {
    key: 'c',
    name: 'Bacteriostatic Water',
    href: '/product/bac-water',
    image: null,
    price: 12.5,
    quantity: 3,
    stock: null,
  },
];

interface DemoProps {
  lines: CartLineItem[];
  threshold: number;
  busyKey?: string;
  promo?: boolean;
  /** An applied coupon: its code and discount. */
  coupon?: { code: string; discount: number };
  /** A change waits for the backend's figures. */
  updating?: boolean;
}

function Demo({
  lines: items,
  threshold,
  busyKey,
  promo = false,
  coupon,
  updating = false,
}: DemoProps) {
  const subtotal = items.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return (
    <MiniCart.Root open onOpenChange={fn()}>
      <MiniCart.Content>
        <MiniCart.Body>
          {items.length === 0 ? (
            <MiniCart.Empty />
          ) : (
            <>
              <MiniCart.Meter subtotal={subtotal} threshold={threshold} />
              <MiniCart.Lines>
                {items.map((line) => (
                  <MiniCart.Line
                    key={line.key}
                    line={line}
                    busy={line.key === busyKey ? { increment: true } : undefined}
                    onIncrement={fn()}
                    onDecrement={fn()}
                    onRemove={fn()}
                  />
                ))}
              </MiniCart.Lines>
              {promo ? (
                <MiniCart.Promo
                  onApply={fn()}
                  hasDiscount={Boolean(coupon)}
                  appliedCode={coupon?.code}
                />
              ) : null}
            </>
          )}
        </MiniCart.Body>
        {items.length > 0 ? (
          <MiniCart.Footer
            subtotal={subtotal}
            discount={coupon?.discount}
            couponCode={coupon?.code}
            onRemoveCoupon={coupon ? fn() : undefined}
            updating={updating}
          />
        ) : null}
      </MiniCart.Content>
    </MiniCart.Root>
  );
}

const meta = {
  title: 'Cart/MiniCart',
  component: Demo,
  args: { lines, threshold: 250 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {};
export const Empty: Story = { args: { lines: [] } };
export const FreeShippingReached: Story = { args: { lines: [{ ...bpc, quantity: 8 }] } };
export const LineBusy: Story = { args: { busyKey: 'a' } };
/** A line's change waits for the backend: the subtotal is its last answer, said to be updating. */
export const TotalsUpdating: Story = { args: { busyKey: 'a', updating: true } };
export const WithPromoCode: Story = { args: { promo: true } };
export const CouponApplied: Story = {
  args: { promo: true, coupon: { code: 'WELCOME10', discount: 17.3 } },
};
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
