import { MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type StockNotificationRow, StockNotificationsTables } from './StockNotificationsTables';

const rows: StockNotificationRow[] = [
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
];

describe('StockNotificationsTables', () => {
  it('given a cancel action, Cancel posts the request id there and runs onCancel with scripts', async () => {
    const onCancel = vi.fn();
    render(
      <StockNotificationsTables
        notifications={rows}
        onCancel={onCancel}
        cancelAction="/my-account?tab=stock-notifications"
      />,
    );
    const cancel = screen.getByRole('button', {
      name: MESSAGES.cancelNotificationFor('GHK-Cu 50mg'),
    });
    const form = cancel.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/my-account?tab=stock-notifications');
    expect(new FormData(form).get('id')).toBe('3');
    expect(cancel.getAttribute('name')).toBe('intent');
    expect(cancel.getAttribute('value')).toBe('cancelNotification');
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledExactlyOnceWith(rows[0]);
  });

  it('given sent requests, they are listed under Your Activity without Cancel', () => {
    render(<StockNotificationsTables notifications={rows} onCancel={vi.fn()} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const activity = screen.getByRole('table', { name: MESSAGES.notificationsActivity });
    expect(activity.textContent).toContain('DSIP 5mg');
  });
});
