import { SERVER_MESSAGES } from '@peptide/domain';
import { userError } from '../errors';

/** The units of a cart's or an order's lines together. */
export function unitsOf(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Refuses lines that hold more units together than one order may: a cart's change and the
 * order placed from it are held to the same bound.
 *
 * @param lines - the cart's lines as they would be
 * @param maxUnits - the units one order may hold
 * @throws the shopper's message naming the limit
 */
export function requireUnitsWithin(lines: readonly { quantity: number }[], maxUnits: number) {
  if (unitsOf(lines) > maxUnits) throw userError(SERVER_MESSAGES.tooManyUnits(maxUnits));
}
