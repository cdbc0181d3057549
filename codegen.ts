import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One contract, several outputs. `schema/*.graphql` is the single source of truth; each package
 * that speaks it adds its own key under `generates`.
 */
const config: CodegenConfig = {
  schema: ['schema/woocommerce.graphql', 'schema/extensions.graphql'],
  generates: {
    'packages/sdk/src/generated/graphql.ts': {
      documents: ['packages/sdk/src/operations/**/*.graphql'],
      // typescript-operations 6 emits the input and enum types itself; adding the `typescript`
      // plugin here would declare them twice.
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { useTypeImports: true, enumsAsTypes: true, dedupeFragments: true },
    },
    'apps/commerce-server/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../graphql/context#GraphQLContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          Cart: '../model/models#Cart',
          CartItem: '../model/models#CartItem',
          Coa: '../model/models#Coa',
          CoaCategory: '../model/models#CoaCategory',
          Customer: '../model/models#Customer',
          CustomerAddress: '../model/models#Address',
          LineItem: '../model/models#LineItem',
          MediaItem: '../model/models#MediaItem',
          Order: '../model/models#Order',
          Page: '../model/models#Page',
          Post: '../model/models#Post',
          Product: '../model/models#Product',
          ProductCategory: '../model/models#ProductCategory',
          ProductVariation: '../model/models#ProductVariation',
          SimpleProduct: '../model/models#Product',
          User: '../model/models#User',
          VariableProduct: '../model/models#Product',
        },
      },
    },
  },
};

export default config;
