import { MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleNotifications } from './fixtures';
import { StockNotificationsTables } from './StockNotificationsTables';

describe('StockNotificationsTables', () => {
  it('given a cancel action, Cancel posts the request id there and runs onCancel with scripts', async () => {
    const onCancel = vi.fn();
    render(
      <StockNotificationsTables
        notifications={sampleNotifications}
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
    expect(onCancel).toHaveBeenCalledExactlyOnceWith(sampleNotifications[0]);
  });

  it('given sent requests, they are listed under Your Activity without Cancel', () => {
    render(<StockNotificationsTables notifications={sampleNotifications} onCancel={vi.fn()} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const activity = screen.getByRole('table', { name: MESSAGES.notificationsActivity });
    expect(activity.textContent).toContain('DSIP 5mg');
  });
});
