import { ServiceError } from '../../../platform/errors.ts';
import type { CommerceContext, ConfigurableProductResolvers } from '../../graphql/index.ts';
import { catalogueOf, type Catalogue } from '../loaders/catalogue-context.ts';
import type { ProductRow } from '../loaders/product-loaders.ts';
import { productMediaUrl } from '../media/media-urls.ts';
import { loadVariantSet, stockAllows, variantsOf } from '../products/product-state.ts';
import { uidOf } from '../uid.ts';

type Ctx = CommerceContext;

const valueUid = (attributeId: number, optionId: number) => uidOf(`configurable/${attributeId}/${optionId}`);

/** The configurable attributes of a product and, per variant, the option it has for each. */
async function configurationOf(product: ProductRow, catalogue: Catalogue) {
  await loadVariantSet(product, catalogue);
  const [supers, variants, attributeCatalog] = await Promise.all([
    catalogue.products.superAttributes.load(product.id),
    variantsOf(product, catalogue),
    catalogue.types.attributes(),
  ]);
  const values = await catalogue.products.attributeValues.loadMany(variants.map((v) => v.row.id));
  const superIds = new Set(supers.map((s) => s.attributeId));
  const withOptions = variants.map((v, i) => {
    const own = values[i];
    const chosen = new Map<number, number>();
    if (own && !(own instanceof Error)) for (const value of own) if (superIds.has(value.attributeId)) chosen.set(value.attributeId, value.optionId);
    return { ...v, chosen, isSalable: stockAllows(v.stock) };
  });
  return { supers, variants: withOptions, attributeCatalog };
}

function swatchOf(inputType: string, swatchValue: string | null, label: string) {
  if (inputType === 'swatch_visual') return { __typename: 'ColorSwatchData' as const, value: swatchValue ?? label };
  if (inputType === 'swatch_text') return { __typename: 'TextSwatchData' as const, value: swatchValue ?? label };
  return null;
}

/** Decodes the selected option value uids into attribute → option, refusing foreign uids. */
function selectionOf(uids: readonly string[]): Map<number, number> {
  const selection = new Map<number, number>();
  for (const uid of uids) {
    const decoded = Buffer.from(uid, 'base64').toString('utf8');
    const match = /^configurable\/(\d+)\/(\d+)$/.exec(decoded);
    if (!match) throw new ServiceError('invalid', `configurableOptionValueUids values are not valid: "${uid}".`);
    selection.set(Number(match[1]), Number(match[2]));
  }
  return selection;
}

export const configurableFields: ConfigurableProductResolvers = {
  configurable_options: async (product: ProductRow, _: unknown, context: Ctx) => {
    const { supers, variants, attributeCatalog } = await configurationOf(product, catalogueOf(context));
    return supers.flatMap((s) => {
      const attribute = attributeCatalog.byId.get(s.attributeId);
      if (!attribute) return [];
      const used = new Set(variants.map((v) => v.chosen.get(s.attributeId)));
      const options = (attributeCatalog.optionsOf.get(s.attributeId) ?? []).filter((o) => used.has(o.id));
      return [
        {
          id: s.attributeId,
          uid: uidOf(`configurable/${product.id}/${s.attributeId}`),
          attribute_id: String(s.attributeId),
          attribute_id_v2: s.attributeId,
          attribute_uid: uidOf(s.attributeId),
          attribute_code: attribute.code,
          label: s.label ?? attribute.label,
          position: s.position,
          use_default: false,
          product_id: product.id,
          values: options.map((o) => ({
            value_index: o.id,
            uid: valueUid(s.attributeId, o.id),
            label: o.label,
            default_label: o.label,
            store_label: o.label,
            use_default_value: true,
            swatch_data: swatchOf(attribute.inputType, o.swatchValue, o.label),
          })),
        },
      ];
    });
  },
  variants: async (product: ProductRow, _: unknown, context: Ctx) => {
    const { supers, variants, attributeCatalog } = await configurationOf(product, catalogueOf(context));
    return variants.map((v) => ({
      product: v.row,
      attributes: supers.flatMap((s) => {
        const optionId = v.chosen.get(s.attributeId);
        const option = optionId === undefined ? undefined : attributeCatalog.options.get(optionId);
        const attribute = attributeCatalog.byId.get(s.attributeId);
        return option && attribute ? [{ label: option.label, code: attribute.code, value_index: option.id, uid: valueUid(s.attributeId, option.id) }] : [];
      }),
    }));
  },
  configurable_product_options_selection: async (product: ProductRow, args: { configurableOptionValueUids?: string[] | null }, context: Ctx) => {
    const catalogue = catalogueOf(context);
    const selection = selectionOf(args.configurableOptionValueUids ?? []);
    const { supers, variants, attributeCatalog } = await configurationOf(product, catalogue);
    const matches = (v: (typeof variants)[number], except?: number) => [...selection].every(([a, o]) => a === except || v.chosen.get(a) === o);
    const salable = variants.filter((v) => v.isSalable);
    const options = supers.flatMap((s) => {
      const attribute = attributeCatalog.byId.get(s.attributeId);
      if (!attribute) return [];
      const used = new Set(variants.map((v) => v.chosen.get(s.attributeId)));
      const reachable = new Set(salable.filter((v) => matches(v, s.attributeId)).map((v) => v.chosen.get(s.attributeId)));
      const values = (attributeCatalog.optionsOf.get(s.attributeId) ?? []).filter((o) => used.has(o.id));
      return [{ attribute, s, values, reachable }];
    });
    const chosenVariant = selection.size === supers.length ? (salable.find((v) => matches(v)) ?? null) : null;
    const mediaSource = chosenVariant ? chosenVariant.row.id : product.id;
    let media = await catalogue.products.media.load(mediaSource);
    if (media.length === 0) media = await catalogue.products.media.load(product.id);
    return {
      options_available_for_selection: options.map((o) => ({
        attribute_code: o.attribute.code,
        option_value_uids: o.values.filter((v) => o.reachable.has(v.id)).map((v) => valueUid(o.s.attributeId, v.id)),
      })),
      configurable_options: options.map((o) => ({
        uid: uidOf(`configurable/${product.id}/${o.s.attributeId}`),
        attribute_code: o.attribute.code,
        label: o.s.label ?? o.attribute.label,
        values: o.values.map((v) => ({
          uid: valueUid(o.s.attributeId, v.id),
          label: v.label,
          is_available: o.reachable.has(v.id),
          is_use_default: false,
          swatch: swatchOf(o.attribute.inputType, v.swatchValue, v.label),
        })),
      })),
      media_gallery: media
        .filter((m) => !m.disabled && m.mediaType === 'image')
        .map((m) => ({
          __typename: 'ProductImage' as const,
          url: productMediaUrl(catalogue.baseUrl, m.file),
          label: m.label,
          position: m.position,
          disabled: false,
        })),
      variant: chosenVariant?.row ?? null,
    };
  },
};
