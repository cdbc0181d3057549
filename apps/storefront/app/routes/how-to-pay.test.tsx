// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { commerceServerPerFile } from '../testing/commerceServer';
import { unwrap } from '../testing/loaderArgs';
import { renderRoute } from '../testing/renderRoute';
import HowToPay, { loader } from './how-to-pay';

commerceServerPerFile();

afterEach(cleanup);

describe('how-to-pay', () => {
  it('given the loader / it answers the canonical URL and support e-mail, cacheable', async () => {
    const { data, cacheControl } = unwrap(await loader());
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(data.canonical).toBe('http://127.0.0.1:3000/how-to-pay');
  });

  it('given the shop’s crypto gateways / it lists the five Bitcoin steps in order', async () => {
    renderRoute('/how-to-pay', HowToPay, unwrap(await loader()).data);
    const steps = within(await screen.findByRole('list', { name: 'Paying with Bitcoin' }))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(steps).toEqual([
      'Have enough Bitcoin',
      'Choose Pay with Bitcoin',
      'Press Place Order',
      'Scan the QR code',
      'Send exactly that amount',
    ]);
    // The payment page shows the address and the amount beside the QR code: there is no toggle.
    expect(document.body.textContent).toContain('copy the BTC address and the exact amount');
    expect(document.body.textContent).not.toContain('toggle');
    expect(document.body.textContent).toContain('or the payment may fail');
  });

  it('given a stock backend’s bank transfer and cash on delivery / it speaks of them, not of crypto', async () => {
    const { data } = unwrap(await loader());
    const payments = { crypto: false, bankTransfer: true, cashOnDelivery: true, others: [] };
    renderRoute('/how-to-pay', HowToPay, { ...data, payments });
    expect(await screen.findByRole('list', { name: 'Paying by bank transfer' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Paying cash on delivery' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Paying with Bitcoin' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Bitcoin|BTC|crypto/i);
  });
});
