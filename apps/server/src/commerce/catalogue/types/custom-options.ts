import type { CommerceContext } from '../../graphql/index.ts';
import { catalogueOf } from '../loaders/catalogue-context.ts';
import type { ProductRow } from '../loaders/product-loaders.ts';
import type { CustomOption, OptionValue } from '../loaders/type-loaders.ts';
import { amount, moneyNumber, type Amount } from '../prices/money.ts';
import { shownPriceOf } from '../prices/shown-price.ts';
import { uidOf } from '../uid.ts';
import type { OptionType } from './options.tables.ts';

const TYPENAME = {
  drop_down: 'CustomizableDropDownOption',
  radio: 'CustomizableRadioOption',
  checkbox: 'CustomizableCheckboxOption',
  multiple: 'CustomizableMultipleOption',
  field: 'CustomizableFieldOption',
  area: 'CustomizableAreaOption',
  date: 'CustomizableDateOption',
} as const satisfies Record<OptionType, string>;

/** A FIXED price in the store currency; a PERCENT price is the percentage itself, as Magento gives it. */
const priceOf = (v: OptionValue, currency: string, shown: Shown) =>
  v.priceType === 'PERCENT' ? Number(amount(v.price).toFixed()) : moneyNumber(shown(amount(v.price)), currency);

/** How a net amount is shown (with its tax in a store whose prices include tax): shown-price.ts. */
type Shown = (net: Amount) => Amount;
const asIs: Shown = (net) => net;

function selectableValue(option: CustomOption, v: OptionValue, currency: string, shown: Shown) {
  return {
    option_type_id: v.id,
    price: priceOf(v, currency, shown),
    price_type: v.priceType,
    sku: v.sku,
    title: v.title,
    sort_order: v.sortOrder,
    uid: uidOf(`custom-option/${option.id}/${v.id}`),
    subscription:
      v.subscriptionLength === null
        ? null
        : {
            length: v.subscriptionLength,
            length_unit: v.subscriptionUnit,
            installment_price: v.installmentPrice === null ? null : moneyNumber(shown(amount(v.installmentPrice)), currency),
            adjustment_price: v.adjustmentPrice === null ? null : moneyNumber(shown(amount(v.adjustmentPrice)), currency),
          },
  };
}

/** Magento's CustomizableOptionInterface objects for a product's custom options. */
export function customOptionsOf(product: ProductRow, options: CustomOption[], currency: string, shown: Shown = asIs) {
  return options.map((o) => {
    const base = {
      __typename: TYPENAME[o.type],
      title: o.title,
      required: o.isRequired,
      sort_order: o.sortOrder,
      option_id: o.id,
      uid: uidOf(`custom-option/${o.id}`),
    };
    if (o.type === 'field' || o.type === 'area' || o.type === 'date') {
      const v = o.values[0];
      const value = v
        ? {
            price: priceOf(v, currency, shown),
            price_type: v.priceType,
            sku: v.sku,
            max_characters: v.maxCharacters ?? 0,
            type: o.type === 'date' ? 'DATE' : undefined,
            uid: uidOf(`custom-option/${o.id}`),
          }
        : null;
      return { ...base, product_sku: product.sku, value };
    }
    return { ...base, dropdown_type: { type: o.dropdownType }, value: o.values.map((v) => selectableValue(o, v, currency, shown)) };
  });
}

/** The object a custom option's GraphQL type resolves from: its fields are read as they stand. */
export type CustomOptionParent = ReturnType<typeof customOptionsOf>[number];

// Each option type resolves from the object customOptionsOf builds (see graphql/parents.ts).
declare module '../../graphql/parents.ts' {
  interface ResolverParents {
    CustomizableDropDownOption: CustomOptionParent;
    CustomizableRadioOption: CustomOptionParent;
    CustomizableCheckboxOption: CustomOptionParent;
    CustomizableMultipleOption: CustomOptionParent;
    CustomizableFieldOption: CustomOptionParent;
    CustomizableAreaOption: CustomOptionParent;
    CustomizableDateOption: CustomOptionParent;
  }
}

export const customOptionsField = async (product: ProductRow, _: unknown, context: CommerceContext) => {
  const catalogue = catalogueOf(context);
  await catalogue.detailOf(product.id);
  const [options, shown] = await Promise.all([catalogue.types.customOptions.load(product.id), shownPriceOf(catalogue, product.typeId)]);
  return customOptionsOf(product, options, catalogue.store.currency, shown);
};
