import type { ShopStoreFactory } from '@peptide/sdk';

let factory: ShopStoreFactory | null = null;
let arrive: (value: ShopStoreFactory) => void = () => {};

/** Settles with the working store's factory once `./shopStoreFactory` has run. */
export const factoryArrived = new Promise<ShopStoreFactory>((resolve) => {
  arrive = resolve;
});

/** The working store's factory when `./shopStoreFactory` has run, else null. */
export function currentFactory(): ShopStoreFactory | null {
  return factory;
}

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
