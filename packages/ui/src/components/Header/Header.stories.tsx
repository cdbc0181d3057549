import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, within } from 'storybook/test';
import { sampleProducts, sampleRegions } from '../../stories/fixtures';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { SearchBox } from '../SearchBox/SearchBox';
import { Header } from './Header';

function DemoSearch({ variant }: { variant: 'desktop' | 'mobile' }) {
  const [value, setValue] = useState('');
  const results = sampleProducts.filter((product) =>
    product.name.toLowerCase().includes(value.toLowerCase()),
  );
  return <SearchBox value={value} onValueChange={setValue} results={results} variant={variant} />;
}

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    cartCount: 3,
    onCartClick: fn(),
    onMenuClick: fn(),
    regions: sampleRegions,
    currentPath: '/shop',
    search: <DemoSearch variant="desktop" />,
    mobileSearch: <DemoSearch variant="mobile" />,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const EmptyCart: Story = { args: { cartCount: 0 } };
export const NoRegions: Story = { args: { regions: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
export const WithMobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <Header {...args} onMenuClick={() => setOpen(true)} />
        <MobileMenu
          open={open}
          onOpenChange={setOpen}
          regions={sampleRegions}
          currentPath={args.currentPath}
        />
      </>
    );
  },
};
export const ShopMenuOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Shop' }));
    // The menu's code is fetched on first use, and the menu is portalled to the body.
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
export const RegionMenuOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Choose your region/ }));
    // The menu's code is fetched on first use, and the menu is portalled to the body.
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
