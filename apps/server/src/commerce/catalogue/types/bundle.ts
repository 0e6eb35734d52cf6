import type { BundleProductResolvers, CommerceContext } from '../../graphql/index.ts';
import { catalogueOf } from '../loaders/catalogue-context.ts';
import type { ProductRow } from '../loaders/product-loaders.ts';
import { unitPrices } from '../prices/final-price.ts';
import { amount, discountOf, money, moneyNumber, percentOf, type Amount } from '../prices/money.ts';
import { uidOf } from '../uid.ts';
import { shownPriceOf } from '../prices/shown-price.ts';

type Ctx = CommerceContext;

const settingsOf = async (product: ProductRow, context: Ctx) => (await catalogueOf(context).types.bundle.load(product.id))?.settings ?? null;

export const bundleFields: BundleProductResolvers = {
  dynamic_price: async (p: ProductRow, _: unknown, c: Ctx) => (await settingsOf(p, c))?.dynamicPrice ?? true,
  dynamic_sku: async (p: ProductRow, _: unknown, c: Ctx) => (await settingsOf(p, c))?.dynamicSku ?? true,
  dynamic_weight: async (p: ProductRow, _: unknown, c: Ctx) => (await settingsOf(p, c))?.dynamicWeight ?? true,
  price_view: async (p: ProductRow, _: unknown, c: Ctx) => (await settingsOf(p, c))?.priceView ?? 'PRICE_RANGE',
  ship_bundle_items: async (p: ProductRow, _: unknown, c: Ctx) => (await settingsOf(p, c))?.shipBundleItems ?? 'TOGETHER',
  price_details: async (p: ProductRow, _: unknown, context: Ctx) => {
    const catalogue = catalogueOf(context);
    const [settings, row] = await Promise.all([settingsOf(p, context), catalogue.products.price.load(p.id)]);
    if (!row || settings?.dynamicPrice !== false) return { main_price: 0, main_final_price: 0, discount_percentage: 0 };
    const net = unitPrices(row, catalogue.today);
    const shown = await shownPriceOf(catalogue, p.typeId);
    const [regular, final] = [shown(net.regular), shown(net.final)];
    const currency = catalogue.store.currency;
    return {
      main_price: moneyNumber(regular, currency),
      main_final_price: moneyNumber(final, currency),
      discount_percentage: discountOf(regular, final, currency).percent_off,
    };
  },
  items: async (p: ProductRow, _: unknown, context: Ctx) => {
    const catalogue = catalogueOf(context);
    const bundle = await catalogue.types.bundle.load(p.id);
    if (!bundle) return [];
    const currency = catalogue.store.currency;
    const shown = await shownPriceOf(catalogue, p.typeId);
    const dynamic = bundle.settings.dynamicPrice;
    const own = dynamic ? null : await catalogue.products.price.load(p.id);
    const base = own ? unitPrices(own, catalogue.today) : { regular: amount(0), final: amount(0) };
    const itemIds = bundle.options.flatMap((o) => o.selections.map((s) => s.productId));
    const [rows, prices] = await Promise.all([catalogue.products.product.loadMany(itemIds), catalogue.products.price.loadMany(itemIds)]);
    const byId = new Map(itemIds.map((id, i) => [id, { row: rows[i], price: prices[i] }]));
    return bundle.options.map((o) => {
      const costs: { regular: Amount; final: Amount }[] = [];
      const options = o.selections.flatMap((s) => {
        const item = byId.get(s.productId);
        const row = item?.row && !(item.row instanceof Error) ? item.row : null;
        const price = item?.price && !(item.price instanceof Error) ? item.price : null;
        if (!row || !row.isEnabled) return [];
        const qty = amount(s.quantity);
        if (dynamic && price) {
          const unit = unitPrices(price, catalogue.today);
          costs.push({ regular: unit.regular.times(qty), final: unit.final.times(qty) });
        } else if (!dynamic) {
          const value = amount(s.selectionPrice ?? '0');
          const of = (b: Amount) => (s.priceType === 'PERCENT' ? percentOf(b, value) : value).times(qty);
          costs.push({ regular: of(base.regular), final: of(base.final) });
        }
        return [
          {
            id: s.id,
            uid: uidOf(`bundle/${o.id}/${s.id}/${Number(s.quantity)}`),
            label: row.name,
            qty: Number(s.quantity),
            quantity: Number(s.quantity),
            position: s.position,
            is_default: s.isDefault,
            price: dynamic
              ? 0
              : s.priceType === 'PERCENT'
                ? Number(amount(s.selectionPrice ?? '0').toFixed())
                : moneyNumber(shown(amount(s.selectionPrice ?? '0')), currency),
            price_type: dynamic ? ('DYNAMIC' as const) : s.priceType,
            can_change_quantity: s.canChangeQuantity,
            product: row,
          },
        ];
      });
      const zero = amount(0);
      const min = costs.length ? costs.reduce((a, b) => (b.final.lessThan(a.final) ? b : a)) : { regular: zero, final: zero };
      const max = costs.length ? costs.reduce((a, b) => (b.final.greaterThan(a.final) ? b : a)) : { regular: zero, final: zero };
      const price = (x: { regular: Amount; final: Amount }) => ({
        regular_price: money(shown(x.regular), currency),
        final_price: money(shown(x.final), currency),
        discount: discountOf(shown(x.regular), shown(x.final), currency),
      });
      return {
        option_id: o.id,
        uid: uidOf(`bundle/${o.id}`),
        title: o.title,
        required: o.isRequired,
        type: o.type,
        position: o.position,
        sku: p.sku,
        price_range: { minimum_price: price(min), maximum_price: price(max) },
        options,
      };
    });
  },
};
