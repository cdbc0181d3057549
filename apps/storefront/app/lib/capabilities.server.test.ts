import { EXTENSION_FIELDS } from '@peptide/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { commerceServerPerFile } from '../testing/commerceServer';
import {
  ASSUMED_WHILE_UNREACHABLE,
  backendCapabilities,
  CAPABILITIES_REFRESH_MS,
} from './capabilities.server';

const server = commerceServerPerFile();
const ALL_EXTENSIONS = [...EXTENSION_FIELDS.query, ...EXTENSION_FIELDS.mutation].sort();

afterEach(() => {
  process.env.COMMERCE_GRAPHQL_URL = server.endpoint;
});

describe('backendCapabilities', () => {
  it('given the commerce server / it finds every extension and offset pages, and keeps the answer', async () => {
    const found = await backendCapabilities(1_000);
    expect([...found.extensions].sort()).toEqual(ALL_EXTENSIONS);
    expect(found.offsetPagination).toBe(true);
    expect(await backendCapabilities(2_000)).toBe(found);
    // Past the refresh time the kept answer still serves while a new probe runs.
    expect(await backendCapabilities(2_000 + CAPABILITIES_REFRESH_MS)).toBe(found);
  });

  it('given a backend that cannot be reached / it assumes the reference set and asks again next time', async () => {
    process.env.COMMERCE_GRAPHQL_URL = 'http://127.0.0.1:9/graphql';
    expect(await backendCapabilities()).toBe(ASSUMED_WHILE_UNREACHABLE);
    process.env.COMMERCE_GRAPHQL_URL = server.endpoint;
    expect((await backendCapabilities()).offsetPagination).toBe(true);
  });
});
