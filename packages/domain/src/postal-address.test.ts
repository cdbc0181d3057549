import { describe, expect, it } from 'vitest';
import { localityLines, postalAddressLines } from './postal-address';

describe('localityLines', () => {
  it.each(['DE', 'FR', 'NL', 'AT', 'ES', 'IT', 'de'])(
    'given an address in %s / it writes the postcode before the town',
    (country) => {
      expect(localityLines({ city: 'Berlin', postcode: '10115', country })).toEqual([
        '10115 Berlin',
      ]);
    },
  );

  it('given an address in the United Kingdom / it writes the town, and the postcode below it', () => {
    expect(localityLines({ city: 'London', postcode: 'SW1A 1AA', country: 'GB' })).toEqual([
      'London',
      'SW1A 1AA',
    ]);
  });

  it('given an address in the United States / it writes town, state postcode', () => {
    expect(
      localityLines({ city: 'Austin', state: 'TX', postcode: '78701', country: 'US' }),
    ).toEqual(['Austin, TX 78701']);
  });

  it('given parts missing / it leaves out the empty ones', () => {
    expect(localityLines({ city: ' Leiden ', postcode: '', country: 'NL' })).toEqual(['Leiden']);
    expect(localityLines({ postcode: 'SW1A 1AA', country: 'GB' })).toEqual(['SW1A 1AA']);
    expect(localityLines({ city: 'Austin', country: 'US' })).toEqual(['Austin']);
    expect(localityLines({ country: 'DE' })).toEqual([]);
  });
});

describe('postalAddressLines', () => {
  it('given a whole address / name, company, street, locality in the country order, country', () => {
    expect(
      postalAddressLines({
        firstName: 'Anna',
        lastName: 'Keller',
        company: 'Keller Labs BV',
        address1: 'Kanaalweg 12',
        address2: '',
        city: 'Leiden',
        postcode: '2311 AB',
        country: 'NL',
      }),
    ).toEqual(['Anna Keller', 'Keller Labs BV', 'Kanaalweg 12', '2311 AB Leiden', 'Netherlands']);
  });

  it('given a country outside the shop list / it prints the code', () => {
    expect(postalAddressLines({ city: 'Austin', state: 'TX', country: 'US' })).toEqual([
      'Austin, TX',
      'US',
    ]);
  });
});
