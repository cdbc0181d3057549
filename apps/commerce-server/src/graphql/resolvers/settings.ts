import { COUNTRY_STATES } from '../../checkout/country-states';
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
    // WPGraphQL's every setting in one object: the general ones, named after their group.
    allSettings: (_root, _args, { config }) => ({
      generalSettingsDateFormat: config.site.dateFormat,
      generalSettingsDescription: config.site.description,
      generalSettingsEmail: config.site.email,
      generalSettingsLanguage: config.site.language,
      generalSettingsStartOfWeek: config.site.startOfWeek,
      generalSettingsTimeFormat: config.site.timeFormat,
      generalSettingsTimezone: config.site.timezone,
      generalSettingsTitle: config.site.title,
      generalSettingsUrl: config.storefrontUrl,
    }),
    allowedCountries: (_root, _args, { config }) =>
      sellingCountries(config).map((code) => code as CountriesEnum),
    // WooGraphQL answers an empty list for a country without states, which storefronts read as
    // "type it in"; an address still takes its state as free text and no rule reads it.
    countryStates: (_root, { country }) =>
      (COUNTRY_STATES[country] ?? []).map(([code, name]) => ({ code, name })),
  },
};
