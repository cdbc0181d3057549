import { cartBodies } from './commerce-operations';
import { postOperation, type RawAnswer, SESSION_HEADER } from './graphql';

/** The answers of one shopper's cart flow, by operation name. */
export type CartFlowAnswers = Record<'AddToCart' | 'GetCart' | 'UpdateCartItem', RawAnswer>;

/**
 * Runs the cart flow once as a new shopper (AddToCart opens the session, GetCart and
 * UpdateCartItem send it back) and fails on any error, so a load test never counts errors.
 *
 * @param graphqlUrl - the endpoint
 * @param productId - the simple product added
 * @returns each step's answer
 */
export async function cartFlowOnce(
  graphqlUrl: string,
  productId: number,
): Promise<CartFlowAnswers> {
  const bodies = cartBodies(productId);
  const check = (name: string, answer: RawAnswer) => {
    if (answer.status !== 200 || answer.body.errors?.length || !answer.body.data) {
      throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer;
  };
  const added = check('AddToCart', await postOperation(graphqlUrl, bodies.AddToCart));
  const session = added.headers.get(SESSION_HEADER);
  if (!session || session === 'false') throw new Error('AddToCart answered no session');
  const line = added.body.data?.addToCart as { cartItem?: { key?: string } } | undefined;
  const key = line?.cartItem?.key;
  if (!key) throw new Error('AddToCart answered no cart item key');
  const cart = check('GetCart', await postOperation(graphqlUrl, bodies.GetCart, session));
  const updated = check(
    'UpdateCartItem',
    await postOperation(graphqlUrl, bodies.UpdateCartItem(key), session),
  );
  return { AddToCart: added, GetCart: cart, UpdateCartItem: updated };
}
