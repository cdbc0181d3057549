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
          Cart: '../graphql/models#Cart',
          CartItem: '../graphql/models#CartItem',
          Coa: '../graphql/models#Coa',
          CoaCategory: '../graphql/models#CoaCategory',
          Customer: '../graphql/models#Customer',
          CustomerAddress: '../graphql/models#Address',
          LineItem: '../graphql/models#LineItem',
          MediaItem: '../graphql/models#MediaItem',
          Order: '../graphql/models#Order',
          Page: '../graphql/models#Page',
          Post: '../graphql/models#Post',
          Product: '../graphql/models#Product',
          ProductCategory: '../graphql/models#ProductCategory',
          ProductVariation: '../graphql/models#ProductVariation',
          SimpleProduct: '../graphql/models#Product',
          User: '../graphql/models#User',
          VariableProduct: '../graphql/models#Product',
        },
      },
    },
  },
};

export default config;
