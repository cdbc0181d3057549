import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountDetailsForm } from '../AccountDetailsForm/AccountDetailsForm';
import { sampleAddress, sampleOrder, sampleOrders } from '../OrderDetails/fixtures';
import { OrderDetails } from '../OrderDetails/OrderDetails';
import { type OrderRow, OrdersTable } from '../OrdersTable/OrdersTable';
import { AccountAddresses } from './AccountAddresses';
import { AccountTabs } from './AccountTabs';

const viewHref = (order: OrderRow) => `#order-${order.id}`;

const addresses = (
  <AccountAddresses
    billing={sampleAddress}
    shipping={null}
    onEdit={fn()}
    onCancel={fn()}
    onSave={fn()}
  />
);

const meta = {
  title: 'Account/AccountTabs',
  component: AccountTabs,
  args: {
    email: 'anna.keller@kellerlabs.nl',
    onLogout: fn(),
    onValueChange: fn(),
    orders: <OrdersTable orders={sampleOrders} viewHref={viewHref} />,
    addresses,
    accountDetails: (
      <AccountDetailsForm
        defaultValues={{
          firstName: 'Anna',
          lastName: 'Keller',
          displayName: 'anna.keller',
          email: 'anna.keller@kellerlabs.nl',
        }}
        onSubmit={fn()}
      />
    ),
  },
} satisfies Meta<typeof AccountTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};
export const MyOrders: Story = { args: { defaultValue: 'orders' } };
export const MyOrdersEmpty: Story = {
  args: { defaultValue: 'orders', orders: <OrdersTable orders={[]} viewHref={viewHref} /> },
};
export const MyOrdersLoading: Story = {
  args: { defaultValue: 'orders', orders: <OrdersTable orders={[]} loading viewHref={viewHref} /> },
};
export const OrderDetailsOpen: Story = {
  args: { defaultValue: 'orders', orders: <OrderDetails order={sampleOrder} backHref="#orders" /> },
};
export const Downloads: Story = { args: { defaultValue: 'downloads' } };
export const StockNotifications: Story = { args: { defaultValue: 'stock-notifications' } };
export const Addresses: Story = { args: { defaultValue: 'addresses' } };
export const AddressSaved: Story = {
  args: {
    defaultValue: 'addresses',
    addresses: (
      <AccountAddresses
        billing={sampleAddress}
        shipping={sampleAddress}
        onEdit={fn()}
        onCancel={fn()}
        onSave={fn()}
        success="Address changed successfully."
      />
    ),
  },
};
export const EditingAddress: Story = {
  args: {
    defaultValue: 'addresses',
    addresses: (
      <AccountAddresses
        billing={sampleAddress}
        editing="billing"
        onEdit={fn()}
        onCancel={fn()}
        onSave={fn()}
      />
    ),
  },
};
export const AccountDetails: Story = { args: { defaultValue: 'account-details' } };
export const LoggingOut: Story = { args: { loggingOut: true } };
export const Mobile: Story = { globals: { viewport: { value: 'phone' } } };
/** At 1280 px the open panel (here My Orders) sits beside the sidebar, top-aligned. */
export const DesktopOrdersBesideSidebar: Story = {
  args: { defaultValue: 'orders' },
  globals: { viewport: { value: 'desktop' } },
};
