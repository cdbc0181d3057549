import type { StockNotificationRow } from './StockNotificationsTables';

/** Back-in-stock requests in each state the tables show: active, sent and cancelled. */
export const sampleNotifications: StockNotificationRow[] = [
  {
    id: 3,
    productName: 'GHK-Cu 50mg',
    productHref: '/product/ghk-cu-50mg',
    status: 'ACTIVE',
    date: '2026-01-15T10:00:00.000Z',
    dateModified: '2026-01-15T10:00:00.000Z',
  },
  {
    id: 2,
    productName: 'DSIP 5mg',
    productHref: '/product/dsip-5mg',
    status: 'SENT',
    date: '2026-01-10T10:00:00.000Z',
    dateModified: '2026-01-12T09:30:00.000Z',
  },
  {
    id: 1,
    productName: 'Tesamorelin - 10mg',
    productHref: '/product/tesamorelin',
    status: 'CANCELLED',
    date: '2026-01-02T10:00:00.000Z',
    dateModified: '2026-01-03T10:00:00.000Z',
  },
];
