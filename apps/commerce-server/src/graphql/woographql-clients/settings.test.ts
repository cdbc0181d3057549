import { SUPPORTED_COUNTRIES } from '@peptide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { Shopper, useTestShop } from '../../testing/shopper';
import { startServer } from '../../testing/test-server';

/** WPGraphQL's site settings, as a headless WordPress front end reads them for its layout. */
const GENERAL_SETTINGS = `query GeneralSettings {
  generalSettings { title description url language timezone dateFormat timeFormat startOfWeek email }
}`;
/** WooGraphQL's checkout-form lists, as WooNuxt-style storefronts ask for them. */
const COUNTRIES = `query Countries($country: CountriesEnum!) {
  allowedCountries
  countryStates(country: $country) { code name }
}`;

describe('WooGraphQL storefronts reading the site settings', () => {
  const shop = useTestShop('all');

  it('given generalSettings, it answers the shop name, its storefront URL and how it writes dates', async () => {
    expect((await shop.shopper.ok(GENERAL_SETTINGS)).generalSettings).toEqual({
      title: 'Peptide Lab',
      description:
        'Research peptides, powders and bacteriostatic water for laboratories: third-party tested with certificates of analysis, shipped from the EU.',
      url: 'http://shop.test',
      language: 'en_US',
      timezone: 'UTC',
      dateFormat: 'M j, Y',
      timeFormat: 'g:i a',
      startOfWeek: 1,
      email: 'support@peptidelab.example',
    });
  });

  it("given allowedCountries, it answers the shop's 29 countries", async () => {
    const { allowedCountries } = await shop.shopper.ok(COUNTRIES, { country: 'IT' });
    expect(allowedCountries).toEqual(SUPPORTED_COUNTRIES.map((country) => country.code));
    expect(allowedCountries).toHaveLength(29);
  });

  it('given countryStates, it lists the states WooCommerce lists for a country the shop sells to (Italy, Spain, Ireland), and none for one WooCommerce lists none for', async () => {
    const states = async (country: string) =>
      (await shop.shopper.ok(COUNTRIES, { country })).countryStates as {
        code: string;
        name: string;
      }[];
    const italy = await states('IT');
    expect(italy).toHaveLength(107);
    expect(italy).toContainEqual({ code: 'MI', name: 'Milano' });
    expect(italy).toContainEqual({ code: 'AQ', name: "L'Aquila" });
    const spain = await states('ES');
    expect(spain).toHaveLength(52);
    expect(spain[0]).toEqual({ code: 'C', name: 'A Coruña' });
    const ireland = await states('IE');
    expect(ireland).toHaveLength(26);
    expect(ireland).toContainEqual({ code: 'D', name: 'Dublin' });
    expect(await states('BG')).toHaveLength(28);
    expect(await states('GR')).toHaveLength(13);
    expect(await states('HU')).toHaveLength(20);
    expect(await states('RO')).toHaveLength(42);
    for (const country of ['DE', 'FR', 'NL', 'AT', 'GB']) expect(await states(country)).toEqual([]);
  });

  it("given WPGraphQL's allSettings, it answers the general settings under their group's names", async () => {
    const { allSettings } = await shop.shopper.ok(
      '{ allSettings { generalSettingsTitle generalSettingsUrl generalSettingsEmail generalSettingsLanguage generalSettingsStartOfWeek } }',
    );
    expect(allSettings).toEqual({
      generalSettingsTitle: 'Peptide Lab',
      generalSettingsUrl: 'http://shop.test',
      generalSettingsEmail: 'support@peptidelab.example',
      generalSettingsLanguage: 'en_US',
      generalSettingsStartOfWeek: 1,
    });
  });
});

describe('generalSettings of a configured server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      storefrontUrl: 'https://peptides.example/',
      site: { title: 'Peptide Lab EU', email: 'help@peptides.example' },
    });
  });
  afterAll(() => server.close());

  it('given site settings in the configuration, it answers them over the defaults', async () => {
    const { generalSettings } = await new Shopper(server).ok(GENERAL_SETTINGS);
    expect(generalSettings).toMatchObject({
      title: 'Peptide Lab EU',
      email: 'help@peptides.example',
      url: 'https://peptides.example',
      timezone: 'UTC',
    });
  });
});
