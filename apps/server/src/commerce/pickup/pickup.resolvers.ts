import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { CommerceContext, Resolvers } from '../graphql/index.ts';
import type { PickupLocation } from './pickup.service.ts';
import { pickupLocations } from './pickup.tables.ts';

// One query per request for every pickup location its carts and orders name.
const loaders = new WeakMap<CommerceContext, DataLoader<string, PickupLocation | null>>();
function loaderOf(context: CommerceContext) {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (codes: readonly string[]) => {
      const rows = await context.ctx.db
        .select()
        .from(pickupLocations)
        .where(inArray(pickupLocations.code, [...codes]));
      return codes.map((code) => rows.find((r) => r.code === code) ?? null);
    });
    loaders.set(context, loader);
  }
  return loader;
}

const view = (p: PickupLocation | null) =>
  p && {
    pickup_location_code: p.code,
    name: p.name,
    street: p.street,
    city: p.city,
    postcode: p.postcode,
    region_code: p.regionCode,
    country_id: p.countryCode,
  };

const locationOf = async (code: string | null | undefined, context: CommerceContext) => (code ? view(await loaderOf(context).load(code)) : null);

export const pickupResolvers: Resolvers = {
  ShippingCartAddress: {
    pickup_location: (a, _, context) => locationOf(a.pickupLocationCode, context),
  },
  CustomerOrder: {
    pickup_location: (o, _, context) => locationOf(o.shippingAddress?.pickupLocationCode, context),
  },
};
