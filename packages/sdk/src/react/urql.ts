// The entry `@peptide/sdk/react-urql`: the React bindings built on urql (its Provider and
// useQuery), with `urql` as their peer dependency. Everything else is `@peptide/sdk/react`.
export type { CommerceProviderProps } from './CommerceProvider';
export { CommerceProvider, CommerceQueries } from './CommerceProvider';
export type { UseAuthResult } from './useAuth';
export { useAuth } from './useAuth';
export type { AccountDetailsInput, UseCustomerResult } from './useCustomer';
export { useCustomer } from './useCustomer';
