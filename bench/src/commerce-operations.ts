import {
  AddToCartDocument,
  GetCartDocument,
  GetProductBySlugDocument,
  GetProductsDocument,
  UpdateCartItemDocument,
} from '@peptide/sdk';
import { print } from 'graphql';

/** A GraphQL request body as the SDK sends it. */
export interface OperationBody {
  query: string;
  variables?: Record<string, unknown>;
}

/** The trivial query: the server's fixed cost per request (HTTP, parsing, validation). */
export const TRIVIAL: OperationBody = { query: '{ __typename }' };

/**
 * The catalogue reads the storefront makes, with the SDK's own documents.
 *
 * @param productSlug - the product GetProductBySlug asks for
 * @returns GetProductBySlug and GetProducts (first 100) bodies
 */
export function catalogueBodies(productSlug: string): Record<string, OperationBody> {
  return {
    GetProductBySlug: { query: print(GetProductBySlugDocument), variables: { slug: productSlug } },
    GetProducts: { query: print(GetProductsDocument), variables: { first: 100 } },
  };
}

/**
 * The cart operations of one shopper's session, with the SDK's own documents.
 *
 * @param productId - the simple product added
 * @returns body builders for AddToCart, GetCart and UpdateCartItem
 */
export function cartBodies(productId: number) {
  return {
    AddToCart: { query: print(AddToCartDocument), variables: { productId, quantity: 1 } },
    GetCart: { query: print(GetCartDocument) },
    UpdateCartItem: (cartItemKey: string): OperationBody => ({
      query: print(UpdateCartItemDocument),
      variables: { cartItemKey, quantity: 2 },
    }),
  };
}
