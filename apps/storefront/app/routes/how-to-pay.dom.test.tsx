import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { commerceServerPerFile } from '../testing/commerceServer';
import { unwrap } from '../testing/loaderArgs';
import { renderRoute } from '../testing/renderRoute';
import HowToPay, { loader } from './how-to-pay';

commerceServerPerFile();

afterEach(cleanup);

/** The step headings of a method's list, in order. */
async function stepsOf(name: string) {
  return within(await screen.findByRole('list', { name }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
}

describe('how-to-pay', () => {
  it('given the loader / it answers the canonical URL and support e-mail, cacheable', async () => {
    const { data, cacheControl } = unwrap(await loader());
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(data.canonical).toBe('http://127.0.0.1:3000/how-to-pay');
  });

  it('given the shop’s gateways / it explains each by its checkout label, in the checkout’s order', async () => {
    renderRoute('/how-to-pay', HowToPay, unwrap(await loader()).data);
    const methods = (await screen.findAllByRole('heading', { level: 2 })).map(
      (heading) => heading.textContent,
    );
    expect(methods).toEqual(['Pay with Bitcoin', 'Pay with Crypto']);
    expect(await stepsOf('Pay with Crypto')).toEqual([
      'Choose Pay with Crypto',
      'Press Place Order',
      'Pick your coin',
      'Send exactly that amount',
    ]);
  });

  it('given the shop’s Bitcoin gateway / it lists the five Bitcoin steps in order', async () => {
    renderRoute('/how-to-pay', HowToPay, unwrap(await loader()).data);
    expect(await stepsOf('Pay with Bitcoin')).toEqual([
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
    const gateways = [
      { id: 'bacs', title: 'Direct bank transfer', description: 'Use your Order ID.' },
      { id: 'cod', title: 'Cash on delivery', description: '' },
    ];
    renderRoute('/how-to-pay', HowToPay, { ...data, gateways });
    expect(await stepsOf('Direct bank transfer')).toContain('Transfer the order total');
    expect(await stepsOf('Cash on delivery')).toContain('Pay when it arrives');
    expect(screen.queryByRole('list', { name: 'Pay with Bitcoin' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Bitcoin|BTC|crypto/i);
  });

  it('given gateways that cannot be read / it points to the checkout’s own list', async () => {
    const { data } = unwrap(await loader());
    renderRoute('/how-to-pay', HowToPay, { ...data, gateways: null });
    expect(
      await screen.findByText(/Choose one of the payment methods listed at checkout/),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
