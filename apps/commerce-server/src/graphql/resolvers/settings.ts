import { sellingCountries } from '../../checkout/selling-countries';
import type { CountriesEnum, Resolvers } from '../../generated/resolvers-types';
import { globalId } from './ids';

/**
 * The site settings WPGraphQL and WooGraphQL answer, from the shop's own: `generalSettings` from
 * the server's configuration (`site`), the countries the shop sells to (the profile's), and their
 * states.
 */
export const settingsResolvers: Resolvers = {
  RootQuery: {
    generalSettings: (_root, _args, { config }) => ({
      id: globalId('settings', 'general'),
      ...config.site,
      url: config.storefrontUrl,
    }),
    allowedCountries: (_root, _args, { config }) =>
      sellingCountries(config).map((code) => code as CountriesEnum),
    // The shop keeps no list of states, counties or provinces for any country it sells to: an
    // address takes its state as free text and no rule reads it. WooGraphQL answers an empty
    // list for a country without states, which storefronts read as "type it in".
    countryStates: () => [],
  },
};
