import { INSURANCE_PRODUCT_NAME } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { HOME_BEST_SELLERS } from '../lib/catalogue.server';
import { commerceServerPerFile } from '../testing/commerceServer';
import { loaderArgs, unwrap } from '../testing/loaderArgs';
import { loader } from './_index';

commerceServerPerFile();

describe('home loader', () => {
  it('given a document request / it answers the best sellers without the shipping insurance', async () => {
    const { data, cacheControl } = unwrap(await loader(loaderArgs('/')));
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    const bestSellers = await data.bestSellers;
    if (!bestSellers.ok) throw new Error(bestSellers.error);
    expect(bestSellers.value).toHaveLength(HOME_BEST_SELLERS);
    expect(bestSellers.value.map((product) => product.name)).not.toContain(INSURANCE_PRODUCT_NAME);
    expect(bestSellers.value[0]?.name).toBe('BAC Water 3ml');
  });

  it('given a client navigation / it streams the best sellers behind four skeletons', async () => {
    const { data } = unwrap(await loader(loaderArgs('/', {}, true)));
    expect(data.bestSellers).toBeInstanceOf(Promise);
  });
});
