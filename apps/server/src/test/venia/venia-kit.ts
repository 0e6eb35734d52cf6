// Venia's operations (venia-operations.json, extracted from its npm packages) as Apollo Client sends
// them, and which of them fall in the shop spec's areas.
import { readFileSync } from 'node:fs';
import { Kind, parse, print, visit, type DocumentNode, type FieldNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

export interface VeniaOperation {
  name: string;
  kind: 'query' | 'mutation';
  sources: string[];
  document: string;
}

export const veniaOperations: VeniaOperation[] = JSON.parse(readFileSync(new URL('./venia-operations.json', import.meta.url), 'utf8')).operations;

/**
 * The area of each root field Venia asks for, in the words of spec/graphql-fields.tsv. Fields the
 * spec names keep its area; Magento's other fields join the area whose screens they serve. Not
 * here, so outside the spec: the shopper's identity (sign-in, account creation and passwords are
 * the portal's REST calls; the shop only receives a customer token), guest checkout (every shopper
 * is a signed-in player), Braintree's vault, and wish lists, CMS, newsletters, contact, reCAPTCHA,
 * robots.txt, search terms and the store and currency switchers.
 */
const AREA_OF_ROOT: Record<string, string> = {
  storeConfig: 'catalogue',
  categories: 'catalogue',
  categoryList: 'catalogue',
  products: 'catalogue',
  route: 'catalogue',
  __type: 'catalogue',
  cart: 'cart',
  customerCart: 'cart',
  createEmptyCart: 'cart',
  addProductsToCart: 'cart',
  addSimpleProductsToCart: 'cart',
  addConfigurableProductsToCart: 'cart',
  updateCartItems: 'cart',
  removeItemFromCart: 'cart',
  applyCouponToCart: 'cart',
  removeCouponFromCart: 'cart',
  setBillingAddressOnCart: 'checkout',
  setShippingAddressesOnCart: 'checkout',
  setShippingMethodsOnCart: 'checkout',
  setPaymentMethodOnCart: 'checkout',
  placeOrder: 'checkout',
  customer: 'customer',
  revokeCustomerToken: 'customer',
  countries: 'addresses',
  country: 'addresses',
  createCustomerAddress: 'addresses',
  updateCustomerAddress: 'addresses',
  deleteCustomerAddress: 'addresses',
};

/** Venia's features the spec does not have, by the folder their operations come from. */
const FEATURES_OUTSIDE_SPEC = /Wishlist|GiftOptions|giftOptions|CmsBlock|CmsDynamicBlock|ContactPage|Newsletter|CommunicationsPage|AccountInformationPage/;

const isClientOnly = (node: { directives?: readonly { name: { value: string } }[] }) => node.directives?.some((d) => d.name.value === 'client') ?? false;
const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * The document Apollo Client puts on the wire: `@client` fields resolved locally and removed,
 * `@connection` (a cache key) removed, `__typename` added to every selection set.
 */
export function onTheWire(document: string): DocumentNode {
  return visit(parse(document), {
    Field: (node) => (isClientOnly(node) ? null : undefined),
    Directive: (node) => (node.name.value === 'connection' ? null : undefined),
    SelectionSet: {
      leave(node, _key, parent) {
        const isOperation = parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION;
        const hasTypename = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
        return isOperation || hasTypename ? node : ({ ...node, selections: [...node.selections, typename] } satisfies SelectionSetNode);
      },
    },
  });
}

const operationOf = (document: DocumentNode) => document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;

/** The root fields an operation sends to the server (none: Apollo answers it from its cache alone). */
export const rootFieldsOf = (document: DocumentNode): string[] =>
  operationOf(document).selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));

/** In the spec's areas: every root field it sends belongs to one, and no feature the spec lacks sends it. */
export const isInSpecAreas = (operation: VeniaOperation, wire: DocumentNode): boolean => {
  const roots = rootFieldsOf(wire);
  return roots.length > 0 && roots.every((r) => r in AREA_OF_ROOT) && !operation.sources.some((s) => FEATURES_OUTSIDE_SPEC.test(s));
};

/** One of Venia's operations by name (and source file where the name is reused), as sent. */
export function veniaDocument(name: string, source?: string): string {
  const found = veniaOperations.filter((o) => o.name === name && (!source || o.sources.some((s) => s.includes(source))));
  if (found.length !== 1) throw new Error(`${found.length} Venia operations named ${name}${source ? ` in ${source}` : ''}`);
  return print(onTheWire(found[0]!.document));
}
