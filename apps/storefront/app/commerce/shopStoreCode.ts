import type { ShopStoreCode, ShopStoreFactory } from '@peptide/sdk';

let factory: ShopStoreFactory | null = null;
let arrive: (value: ShopStoreFactory) => void = () => {};
const arrived = new Promise<ShopStoreFactory>((resolve) => {
  arrive = resolve;
});

/**
 * Where the shop's lazy store finds the working store's code: `./shopStoreFactory`, a chunk of
 * its own that a page which queries the backend imports with its route (so it is here before
 * that page renders) and that any other page fetches at the shopper's first action, when a
 * stored shopper needs it, or once the browser is idle.
 */
export const shopStoreCode: ShopStoreCode = {
  current: () => factory,
  arrived,
  load() {
    void import('./shopStoreFactory');
  },
};

/**
 * Hands the working store's factory to the lazy store (`./shopStoreFactory` calls it when its
 * code runs).
 *
 * @param make - `createShopStore`
 */
export function provideShopStoreFactory(make: ShopStoreFactory): void {
  factory ??= make;
  arrive(make);
}
