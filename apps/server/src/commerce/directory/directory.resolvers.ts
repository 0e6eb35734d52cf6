import { ServiceError } from '../../platform/errors.ts';
import { findCountry, listCountries } from '../../platform/geo/countries.ts';
import type { CommerceContext } from '../graphql/index.ts';

export const directoryResolvers = {
  Query: {
    countries: (_: unknown, __: unknown, { locale }: CommerceContext) => listCountries(locale),
    country: (_: unknown, args: { id?: string | null }, { locale }: CommerceContext) => {
      const country = args.id ? findCountry(args.id, locale) : undefined;
      if (!country) throw new ServiceError('not-found', "The country isn't available.");
      return country;
    },
  },
};
