import { idOfUid, uidOf } from '../catalogue/index.ts';
import type { CommerceContext, CustomerAddressInput, Resolvers } from '../graphql/index.ts';
import { requireCustomer } from '../graphql/index.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress, type AddressInput, type AddressRow } from './addresses.service.ts';

/** Magento's CustomerAddressInput in the service's words; absent fields stay undefined. */
export function addressInputOf(input: CustomerAddressInput | null | undefined): AddressInput {
  const i = input ?? {};
  return {
    firstname: i.firstname,
    lastname: i.lastname,
    middlename: i.middlename,
    prefix: i.prefix,
    suffix: i.suffix,
    company: i.company,
    telephone: i.telephone,
    fax: i.fax,
    street: i.street,
    city: i.city,
    postcode: i.postcode,
    countryCode: i.country_code ?? i.country_id,
    region: i.region ? { code: i.region.region_code, name: i.region.region, id: i.region.region_id } : undefined,
    vatId: i.vat_id,
    defaultBilling: i.default_billing,
    defaultShipping: i.default_shipping,
  };
}

/** The GraphQL CustomerAddress of a row. */
export function customerAddressOf(row: AddressRow) {
  return {
    id: row.id,
    uid: uidOf(row.id),
    customer_id: row.customerId,
    region: { region_code: row.regionCode, region: row.regionName, region_id: row.regionId },
    region_id: row.regionId,
    country_id: row.countryCode,
    country_code: row.countryCode,
    street: row.street,
    company: row.company,
    telephone: row.telephone,
    fax: row.fax,
    postcode: row.postcode,
    city: row.city,
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    vat_id: row.vatId,
    default_shipping: row.isDefaultShipping,
    default_billing: row.isDefaultBilling,
    extension_attributes: [],
  };
}

/** One read of the address book per request, whichever Customer fields ask for it. */
const perRequest = new WeakMap<CommerceContext, Promise<AddressRow[]>>();
function addressBook(context: CommerceContext): Promise<AddressRow[]> {
  let rows = perRequest.get(context);
  if (!rows) {
    rows = listAddresses(context.ctx.db, requireCustomer(context).id);
    perRequest.set(context, rows);
  }
  return rows;
}

export const addressesResolvers: Resolvers = {
  Customer: {
    addresses: async (_, __, context) => (await addressBook(context)).map(customerAddressOf),
    addressesV2: async (_, args, context) => {
      const rows = await addressBook(context);
      const pageSize = Math.min(Math.max(args.pageSize ?? 5, 1), 100);
      const currentPage = Math.max(args.currentPage ?? 1, 1);
      return {
        items: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize).map(customerAddressOf),
        total_count: rows.length,
        page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(rows.length / pageSize) },
      };
    },
    default_billing: async (_, __, context) => (await addressBook(context)).find((r) => r.isDefaultBilling)?.id.toString() ?? null,
    default_shipping: async (_, __, context) => (await addressBook(context)).find((r) => r.isDefaultShipping)?.id.toString() ?? null,
  },
  Mutation: {
    createCustomerAddress: async (_, args, context) =>
      customerAddressOf(await createAddress(context.ctx, requireCustomer(context).id, addressInputOf(args.input))),
    updateCustomerAddress: async (_, args, context) =>
      customerAddressOf(await updateAddress(context.ctx, requireCustomer(context).id, args.id, addressInputOf(args.input))),
    updateCustomerAddressV2: async (_, args, context) =>
      customerAddressOf(await updateAddress(context.ctx, requireCustomer(context).id, idOfUid(args.uid), addressInputOf(args.input))),
    deleteCustomerAddress: (_, args, context) => deleteAddress(context.ctx, requireCustomer(context).id, args.id),
    deleteCustomerAddressV2: (_, args, context) => deleteAddress(context.ctx, requireCustomer(context).id, idOfUid(args.uid)),
  },
};
