import type { ShopStoreCode } from '@peptide/sdk';
import { currentFactory, factoryArrived } from './shopStoreSlot';

/**
 * Where the shop's lazy store finds the working store's code: `./shopStoreFactory`, a chunk of
 * its own that a page which queries the backend imports with its route (so it is here before
 * that page renders) and that any other page fetches at the shopper's first action, when a
 * stored shopper or the server's session needs it. The factory arrives through
 * `./shopStoreSlot`, which both modules import, so neither imports the other back.
 */
export const shopStoreCode: ShopStoreCode = {
  current: currentFactory,
  arrived: factoryArrived,
  load() {
    void import('./shopStoreFactory');
  },
};
