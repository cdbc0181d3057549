import { LIMITS, MESSAGES } from '@peptide/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountAddresses } from './AccountAddresses';
import { AccountTabs } from './AccountTabs';

const originalWidth = window.innerWidth;

afterEach(() => {
  window.innerWidth = originalWidth;
});

describe('AccountTabs', () => {
  it('given an e-mail, the dashboard greets the part before the @', () => {
    render(<AccountTabs email="anna.keller@kellerlabs.nl" onLogout={vi.fn()} />);
    const panel = screen.getByRole('tabpanel', { name: 'Dashboard' });
    expect(within(panel).getByText('anna.keller').tagName).toBe('STRONG');
    expect(panel.textContent).toContain('Hello anna.keller');
  });

  it('given the tab list, arrow keys move between tabs and open each panel', async () => {
    const onValueChange = vi.fn();
    render(<AccountTabs email="a@b.nl" onLogout={vi.fn()} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dashboard' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'My Orders' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tabpanel', { name: 'Downloads' }).textContent).toContain(
      MESSAGES.noDownloads,
    );
    expect(onValueChange).toHaveBeenLastCalledWith('downloads');
  });

  it('given Stock Notifications, both tables say there are no notifications', async () => {
    render(<AccountTabs email="a@b.nl" onLogout={vi.fn()} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Stock Notifications' }));
    expect(screen.getByRole('table', { name: 'Active' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Your Activity' })).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.noNotifications)).toHaveLength(2);
  });

  it('given the caller panels, each shows under its tab', async () => {
    render(
      <AccountTabs
        email="a@b.nl"
        onLogout={vi.fn()}
        orders={<p>orders here</p>}
        accountDetails={<p>details here</p>}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'My Orders' }));
    expect(screen.getByText('orders here')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Account details' }));
    expect(screen.getByText('details here')).toBeTruthy();
  });

  it('given one open tab, the hidden panels are not displayed and the open one is', async () => {
    render(<AccountTabs email="a@b.nl" onLogout={vi.fn()} orders={<p>orders here</p>} />);
    await userEvent.click(screen.getByRole('tab', { name: 'My Orders' }));
    const panels = Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"]'));
    expect(panels).toHaveLength(6);
    const open = screen.getByRole('tabpanel', { name: 'My Orders' });
    for (const panel of panels) {
      expect(getComputedStyle(panel).display).toBe(panel === open ? 'flex' : 'none');
    }
  });

  it('given tab addresses and a logout action, the tabs are links and Logout a form that posts', () => {
    render(
      <AccountTabs
        email="a@b.nl"
        value="account-details"
        onLogout={vi.fn()}
        tabHref={(tab) => `/my-account?tab=${tab}`}
        logoutAction="/logout"
      />,
    );
    const details = screen.getByRole('tab', { name: 'Account details' });
    expect(details.tagName).toBe('A');
    expect(details.getAttribute('href')).toBe('/my-account?tab=account-details');
    expect(details.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'My Orders' }).getAttribute('href')).toBe(
      '/my-account?tab=orders',
    );
    const logout = screen.getByRole('button', { name: 'Logout' }).closest('form');
    expect(logout?.getAttribute('method')).toBe('post');
    expect(logout?.getAttribute('action')).toBe('/logout');
  });

  it('given Logout, it reports it', async () => {
    const onLogout = vi.fn();
    render(<AccountTabs email="a@b.nl" onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("given a phone-wide window, choosing a tab scrolls its panel's heading into view", async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.innerWidth = LIMITS.mobileBreakpoint;
    render(<AccountTabs email="a@b.nl" onLogout={vi.fn()} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Addresses' }));
    expect(scrolled).toEqual([screen.getByRole('heading', { name: 'Addresses' })]);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('given a caller that opens the tab later, the panel is scrolled to once it opens', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    window.innerWidth = LIMITS.mobileBreakpoint;
    const onValueChange = vi.fn();
    const { rerender } = render(
      <AccountTabs
        email="a@b.nl"
        value="dashboard"
        onValueChange={onValueChange}
        onLogout={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Downloads' }));
    expect(onValueChange).toHaveBeenCalledWith('downloads');
    expect(scrolled).toEqual([]);
    rerender(
      <AccountTabs
        email="a@b.nl"
        value="downloads"
        onValueChange={onValueChange}
        onLogout={vi.fn()}
      />,
    );
    expect(scrolled).toEqual([screen.getByRole('heading', { name: 'Downloads' })]);
  });

  it('given a desktop-wide window, choosing a tab does not scroll', async () => {
    const scrollIntoView = vi
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(() => {});
    window.innerWidth = 1280;
    render(<AccountTabs email="a@b.nl" onLogout={vi.fn()} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Addresses' }));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('AccountAddresses', () => {
  const billing = {
    firstName: 'Anna',
    lastName: 'Keller',
    address1: 'Kanaalweg 12',
    city: 'Leiden',
    postcode: '2311 AB',
    country: 'NL',
    phone: '0612345678',
    email: 'anna@kellerlabs.nl',
  };
  const handlers = { onEdit: vi.fn(), onCancel: vi.fn(), onSave: vi.fn() };

  it('given a billing address and no shipping address, it shows one card and the empty text', () => {
    render(<AccountAddresses billing={billing} shipping={null} {...handlers} />);
    const billingCard = screen.getByRole('region', { name: 'Billing address' });
    expect(within(billingCard).getByText(/Kanaalweg 12/)).toBeTruthy();
    expect(within(billingCard).getByText(/Netherlands/)).toBeTruthy();
    const shippingCard = screen.getByRole('region', { name: 'Shipping address' });
    expect(within(shippingCard).getByText(MESSAGES.noAddress)).toBeTruthy();
  });

  it('given Edit on a card, it reports which address', async () => {
    const onEdit = vi.fn();
    render(<AccountAddresses billing={billing} {...handlers} onEdit={onEdit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit shipping address' }));
    expect(onEdit).toHaveBeenCalledWith('shipping');
  });

  it('given edit addresses and a form action, Edit is a link and the form posts its kind', async () => {
    const onEdit = vi.fn();
    const { unmount } = render(
      <AccountAddresses
        billing={billing}
        {...handlers}
        onEdit={onEdit}
        editHref={(kind) => `/my-account?tab=addresses&edit=${kind}`}
      />,
    );
    const edit = screen.getByRole('link', { name: 'Edit shipping address' });
    expect(edit.getAttribute('href')).toBe('/my-account?tab=addresses&edit=shipping');
    await userEvent.click(edit);
    expect(onEdit).toHaveBeenCalledWith('shipping');
    unmount();

    render(
      <AccountAddresses
        billing={billing}
        editing="billing"
        {...handlers}
        formAction="/my-account?tab=addresses"
        cancelHref="/my-account?tab=addresses"
      />,
    );
    const form = screen.getByRole('form', { name: 'Billing address' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/my-account?tab=addresses');
    const posted = new FormData(form);
    expect(posted.get('kind')).toBe('billing');
    expect(posted.get('billing.address1')).toBe('Kanaalweg 12');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      '/my-account?tab=addresses',
    );
  });

  it('while editing, the form saves a valid address for that kind', async () => {
    const onSave = vi.fn();
    render(<AccountAddresses billing={billing} editing="billing" {...handlers} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSave).toHaveBeenCalledWith('billing', { ...billing, company: '' });
  });
});
