/**
 * Kept only for the two files the catalogue-filter work holds open (`store/catalog.ts`,
 * `graphql/resolvers/catalog.ts`): issue 22 moved the model to `model/models.ts`. Delete this file
 * once those imports point there.
 */
export type * from '../model/models';
