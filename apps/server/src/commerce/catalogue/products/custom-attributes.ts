import type { CommerceContext } from '../../graphql/index.ts';
import { catalogueOf } from '../loaders/catalogue-context.ts';
import type { ProductRow } from '../loaders/product-loaders.ts';
import { uidOf } from '../uid.ts';

/**
 * A product's attribute values as Magento's `custom_attributes`: one entry per attribute, its
 * chosen options (a configurable parent carries its variants' values) and the attribute's
 * metadata, labelled in the store view's language.
 */
export async function customAttributesOf(product: ProductRow, _: unknown, context: CommerceContext) {
  const catalogue = catalogueOf(context);
  const [values, catalog] = await Promise.all([catalogue.products.attributeValues.load(product.id), catalogue.types.attributes()]);
  const chosen = new Map<number, number[]>();
  for (const v of values) chosen.set(v.attributeId, [...(chosen.get(v.attributeId) ?? []), v.optionId]);
  return [...chosen.entries()]
    .flatMap(([attributeId, optionIds]) => {
      const attribute = catalog.byId.get(attributeId);
      return attribute ? [{ attribute, options: optionIds.flatMap((id) => catalog.options.get(id) ?? []) }] : [];
    })
    .sort((a, b) => a.attribute.position - b.attribute.position || a.attribute.id - b.attribute.id)
    .map(({ attribute, options }) => ({
      selected_attribute_options: {
        attribute_option: options
          .sort((a, b) => a.position - b.position || a.id - b.id)
          .map((o) => ({ __typename: 'AttributeOption' as const, uid: uidOf(`${attribute.code}/${o.id}`), label: o.label, is_default: false })),
      },
      // Every attribute here is a choice of options; none holds typed-in text.
      entered_attribute_value: null,
      attribute_metadata: {
        __typename: 'ProductAttributeMetadata' as const,
        uid: uidOf(`catalog_product/${attribute.code}`),
        code: attribute.code,
        label: attribute.label,
        attribute_labels: [{ store_code: catalogue.store.code, label: attribute.label }],
        data_type: 'STRING' as const,
        sort_order: attribute.position,
        entity_type: 'PRODUCT' as const,
        is_system: false,
        ui_input: {
          __typename: 'UiInputType' as const,
          ui_input_type: options.length > 1 ? ('MULTISELECT' as const) : ('SELECT' as const),
          is_html_allowed: false,
        },
        used_in_components: attribute.isFilterable ? ['PRODUCT_FILTER' as const, 'PRODUCT_FILTER_SEARCH' as const] : [],
      },
    }));
}
