import { type Answer, sendOperation } from '@peptide/test-support/client';
import { cartBodies, type OperationBody } from './commerce-operations';

/** A loosely typed answer: the bench reads a field or two of it. */
type RawAnswer = Answer<Record<string, unknown>>;

/** Sends one prepared operation body through the workspace's test client. */
const send = (url: string, body: OperationBody, session?: string) =>
  sendOperation<Record<string, unknown>>(url, body.query, body.variables, { session });

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
    if (answer.status !== 200 || answer.errors.length > 0 || !answer.data) {
      const detail = answer.malformed ?? JSON.stringify(answer.errors);
      throw new Error(`${name} answered ${answer.status}: ${detail}`);
    }
    return answer;
  };
  const added = check('AddToCart', await send(graphqlUrl, bodies.AddToCart));
  const session = added.sessionHeader;
  if (!session || session === 'false') throw new Error('AddToCart answered no session');
  const line = added.data?.addToCart as { cartItem?: { key?: string } } | undefined;
  const key = line?.cartItem?.key;
  if (!key) throw new Error('AddToCart answered no cart item key');
  const cart = check('GetCart', await send(graphqlUrl, bodies.GetCart, session));
  const updated = check(
    'UpdateCartItem',
    await send(graphqlUrl, bodies.UpdateCartItem(key), session),
  );
  return { AddToCart: added, GetCart: cart, UpdateCartItem: updated };
}
