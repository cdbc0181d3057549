import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as sdk from '../index';

/** The operation names of issue 4, as the shop's GraphQL contract (schema/) names them. */
const SPEC_OPERATIONS = [
  'AddToCart',
  'UpdateCartItem',
  'RemoveFromCart',
  'ApplyCouponToCart',
  'RemoveCouponFromCart',
  'SetPaymentMethod',
  'GetShippingMethods',
  'UpdateCartShippingAddress',
  'Checkout',
  'InitiateCryptoPayment',
  'InitiateBitcoinPayment',
  'RegisterCustomer',
  'Login',
  'UpdateCustomer',
  'UpdateCustomerAddress',
  'SendReactResetPasswordEmail',
  'ResetPasswordWithToken',
  'GetCart',
  'Viewer',
  'GetFreeShippingAmount',
  'GetProducts',
  'GetProductsByCategories',
  'BestSellingProducts',
  'GetProductBySlug',
  'RelatedProductsByCategory',
  'GetProductCategories',
  'GetPosts',
  'GetPostBySlug',
  'GetPostById',
  'SearchPosts',
  'GetPageByUri',
  'GetCoaPosts',
  'GetCoaCategories',
  'GetCustomer',
  'GetOrders',
  'GetOrder',
  'GetPaymentGateways',
];

/**
 * Operations the storefront adds: each cart change in one request (issue 8), numbered, sorted
 * and filtered catalogue pages (by offset, or by cursor where the backend has no offset pages),
 * the filter panel's counts, what the backend sells (issue 51: the countries it sells to,
 * whether it has the shipping insurance's product) and the categories of the products no
 * listing shows, which the category counts leave out.
 */
const STOREFRONT_OPERATIONS = [
  'UpdateShippingMethod',
  'EmptyCart',
  'GetProductPage',
  'GetProductCursor',
  'GetProductCursorPage',
  'GetProductFacets',
  'GetAllowedCountries',
  'GetProductOffered',
  'GetCategoriesOfProducts',
];

/** Back-in-stock requests: the product page's Notify me and the account's Stock Notifications tab. */
const STOCK_NOTIFICATION_OPERATIONS = [
  'RequestStockNotification',
  'ConfirmStockNotification',
  'CancelStockNotification',
  'GetStockNotifications',
];

/**
 * Operations that asked for a shop field on an upstream type before WooGraphQL 1.0's contract
 * (issue 36), now root fields of their own: the product's certificates and the change of e-mail
 * address or password with the current password.
 */
const CONTRACT_OPERATIONS = ['GetProductCertificates', 'ChangeAccountCredentials'];

/**
 * What a stock WooCommerce backend offers where the shop's extensions are missing (issue 37):
 * WPGraphQL's reset e-mail and new password, Headless Login's login, each login plugin's
 * refresh, and a registration whose answer carries no token.
 */
const WOOCOMMERCE_OPERATIONS = [
  'LoginWithPassword',
  'RefreshJwtAuthToken',
  'RefreshToken',
  'RegisterCustomerAccount',
  'ResetUserPassword',
  'SendPasswordResetEmail',
];

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here);
const operationFiles = files.filter(
  (file) => file.endsWith('.graphql') && file !== 'fragments.graphql',
);
const integrationTests = files
  .filter((file) => file.endsWith('.test.ts') && file !== 'operations.test.ts')
  .map((file) => readFileSync(join(here, file), 'utf8'))
  .join('\n');

describe('the operations folder', () => {
  it.each(operationFiles)('%s holds one operation named as its file', (file) => {
    const document = parse(readFileSync(join(here, file), 'utf8'));
    const names = document.definitions.map((definition) =>
      definition.kind === 'OperationDefinition' ? definition.name?.value : definition.kind,
    );
    expect(names).toEqual([file.replace('.graphql', '')]);
  });

  it.each(operationFiles)(
    '%s is exported as a typed document and exercised against the server',
    (file) => {
      const documentName = `${file.replace('.graphql', '')}Document`;
      expect(sdk).toHaveProperty(documentName);
      expect(integrationTests).toContain(documentName);
    },
  );

  it("has exactly the 37 operations of the shop's contract, the storefront's 9, the 4 of back-in-stock requests, the contract's 2 and WooCommerce's 6, by name", () => {
    const names = operationFiles.map((file) => file.replace('.graphql', ''));
    expect(SPEC_OPERATIONS).toHaveLength(37);
    expect(names.sort()).toEqual(
      [
        ...SPEC_OPERATIONS,
        ...STOREFRONT_OPERATIONS,
        ...STOCK_NOTIFICATION_OPERATIONS,
        ...CONTRACT_OPERATIONS,
        ...WOOCOMMERCE_OPERATIONS,
      ].sort(),
    );
  });
});
