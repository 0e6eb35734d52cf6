import { ServiceError } from '../../platform/errors.ts';
import { findCountry, listCountries } from '../../platform/geo/countries.ts';
import type { Resolvers } from '../graphql/index.ts';

export const directoryResolvers: Resolvers = {
  Query: {
    countries: (_, __, { locale }) => listCountries(locale),
    country: (_, args, { locale }) => {
      const country = args.id ? findCountry(args.id, locale) : undefined;
      if (!country) throw new ServiceError('not-found', "The country isn't available.");
      return country;
    },
  },
};
