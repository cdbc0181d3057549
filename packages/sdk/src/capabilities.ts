import type { LoginPlugin } from './login';

/**
 * What a commerce backend offers beyond WooGraphQL 1.0 itself, learnt from the backend: the
 * shop's own extensions (our commerce server, or a companion plugin), WPGraphQL Offset
 * Pagination, and a login plugin. A stock WooCommerce backend answers with none of them, and an
 * app then does without what needs them.
 */
export interface BackendCapabilities {
  /** The shop's root fields (`schema/extensions.graphql`), each by name: `productFacets`, `coas`, … */
  extensions: ReadonlySet<string>;
  /** Whether numbered pages can be asked for (`where: { offsetPagination }`). */
  offsetPagination: boolean;
  /** Whether a login plugin answers `login`. */
  login: boolean;
  /** Whether login tokens can be refreshed (`refreshJwtAuthToken` or `refreshToken`). */
  loginRefresh: boolean;
  /** Which login plugin answers `login`, by its refresh mutation; null without one. */
  loginPlugin: LoginPlugin | null;
}

/** The shop's root fields a storefront may look for, by operation type. */
export const EXTENSION_FIELDS = {
  query: [
    'freeShippingAmount',
    'coas',
    'coaCategories',
    'productFacets',
    'productCertificates',
    'stockNotifications',
    'chosenPaymentMethod',
  ],
  mutation: [
    'getAvailableShippingMethods',
    'setPaymentMethod',
    'initiateCryptoPayment',
    'initiateBitcoinPayment',
    'changeAccountCredentials',
    'sendReactResetPasswordEmail',
    'resetPasswordWithToken',
    'requestStockNotification',
    'confirmStockNotification',
    'cancelStockNotification',
  ],
} as const;

/** Fields of the plugins a storefront may look for. */
const PLUGIN_FIELDS = { mutation: ['login', 'refreshJwtAuthToken', 'refreshToken'] } as const;

/**
 * A document that asks each field with an argument no field has: a backend that has the field
 * refuses the argument (`Unknown argument "capabilityProbe" on field "RootQuery.coas"`), one that
 * lacks it refuses the field (`Cannot query field "coas"`). Validation refuses the document
 * either way, so nothing runs: probing changes nothing on the backend.
 */
function probeDocument(operation: 'query' | 'mutation', fields: readonly string[]): string {
  return `${operation} CapabilityProbe { ${fields.map((field) => `${field}(capabilityProbe: 1)`).join(' ')} }`;
}

/** The offset pagination probe: an unknown field of `OffsetPagination`, or no such input. */
const OFFSET_PROBE =
  'query CapabilityProbe { products(where: { offsetPagination: { capabilityProbe: 1 } }) { nodes { id } } }';

/** Options of {@link probeCapabilities}. */
export interface ProbeOptions {
  /** The backend's GraphQL endpoint. */
  endpoint: string;
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
}

/** The messages of a GraphQL answer, whatever its HTTP status (validation errors answer 400). */
async function errorMessages(options: ProbeOptions, query: string): Promise<string[]> {
  const response = await (options.fetch ?? fetch)(options.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json().catch(() => null)) as {
    errors?: { message?: unknown }[];
  } | null;
  if (!body?.errors) {
    throw new Error(`The backend answered the capability probe with status ${response.status}.`);
  }
  return body.errors.map((error) => String(error.message ?? ''));
}

/** The fields of a probe document the backend has: those not refused as unknown fields. */
async function presentFields(
  options: ProbeOptions,
  operation: 'query' | 'mutation',
  fields: readonly string[],
): Promise<Set<string>> {
  const messages = await errorMessages(options, probeDocument(operation, fields));
  const missing = (field: string) =>
    messages.some((message) => message.startsWith(`Cannot query field "${field}"`));
  return new Set(fields.filter((field) => !missing(field)));
}

/**
 * Asks a backend what it offers beyond WooGraphQL 1.0, with three documents that fail
 * validation (so nothing runs there).
 *
 * @returns the capabilities
 * @throws when the backend cannot be reached or answers no GraphQL errors
 */
export async function probeCapabilities(options: ProbeOptions): Promise<BackendCapabilities> {
  const [queries, mutations, offsetMessages] = await Promise.all([
    presentFields(options, 'query', EXTENSION_FIELDS.query),
    presentFields(options, 'mutation', [...EXTENSION_FIELDS.mutation, ...PLUGIN_FIELDS.mutation]),
    errorMessages(options, OFFSET_PROBE),
  ]);
  return {
    extensions: new Set(
      [...queries, ...mutations].filter(
        (field) => !PLUGIN_FIELDS.mutation.includes(field as never),
      ),
    ),
    offsetPagination: !offsetMessages.some((message) => message.includes('"offsetPagination"')),
    login: mutations.has('login'),
    loginRefresh: mutations.has('refreshJwtAuthToken') || mutations.has('refreshToken'),
    loginPlugin: !mutations.has('login')
      ? null
      : mutations.has('refreshJwtAuthToken') || !mutations.has('refreshToken')
        ? 'jwt-authentication'
        : 'headless-login',
  };
}
