/**
 * The working shop store's code: the GraphQL client and every cart, checkout and account action.
 * Importing this module hands it to the lazy store, so a route whose page queries the backend
 * imports it for that side effect (`import '../commerce/shopStoreFactory'`).
 */
import { createShopStore } from '@peptide/sdk';
import { provideShopStoreFactory } from './shopStoreSlot';

provideShopStoreFactory(createShopStore);
