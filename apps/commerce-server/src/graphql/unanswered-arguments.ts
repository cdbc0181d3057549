import { SERVER_MESSAGES } from '@peptide/domain';
import { userError } from '../errors';

/**
 * Refuses where-arguments the shop cannot answer, rather than answering as if they were not
 * given: a client filtering by tag would otherwise get every product and believe them tagged.
 *
 * @param where - the where-argument as given; a field given as null counts as absent
 * @param answered - the fields of it the shop answers
 * @param path - the argument's name in the message (`where`)
 * @throws `BAD_USER_INPUT` naming the first field given that is not answered
 */
export function refuseUnanswered(
  where: object | null | undefined,
  answered: ReadonlySet<string>,
  path = 'where',
): void {
  for (const [field, value] of Object.entries(where ?? {})) {
    if (value != null && !answered.has(field))
      throw userError(SERVER_MESSAGES.unsupportedArgument(`${path}.${field}`));
  }
}

/**
 * Refuses an ordering of products the shop does not sort by.
 *
 * @param orderby - the `orderby` list as given
 * @param answered - the `ProductsOrderByEnum` values the shop sorts by
 * @throws `BAD_USER_INPUT` naming the first field it cannot sort by
 */
export function refuseUnansweredOrdering(
  orderby: readonly ({ field: string } | null)[] | null | undefined,
  answered: readonly string[],
): void {
  for (const entry of orderby ?? []) {
    if (entry && !answered.includes(entry.field))
      throw userError(SERVER_MESSAGES.unsupportedOrdering(entry.field, answered.join(', ')));
  }
}
