import DataLoader from 'dataloader';
import type { CommerceContext, Resolvers } from '../graphql/index.ts';
import { requireCustomer } from '../graphql/index.ts';
import { downloadableLinkUid, viewLocaleOf } from '../catalogue/index.ts';
import { orderItemFields, type OrderItemView } from '../orders/index.ts';
import { customerDownloads, downloadUrlOf, linkStatusOf, purchasedLinksOfItems, type PurchasedLink } from './purchased-links.ts';

const loaders = new WeakMap<CommerceContext, DataLoader<number, PurchasedLink[]>>();
const linksOf = (context: CommerceContext) => {
  let l = loaders.get(context);
  if (!l) {
    l = new DataLoader((ids) => purchasedLinksOfItems(context.ctx.db, ids));
    loaders.set(context, l);
  }
  return l;
};

/** The title in the shopper's store-view language, as the product showed it. */
const titleOf = (link: PurchasedLink, context: CommerceContext) => link.titles[viewLocaleOf(context.store, context.locale)] ?? link.title;

export const downloadablesResolvers: Resolvers = {
  Query: {
    customerDownloadableProducts: async (_, __, context) => {
      const rows = await customerDownloads(context.ctx.db, requireCustomer(context).id);
      return {
        items: await Promise.all(
          rows.map(async (r) => {
            const status = linkStatusOf(r.orderStatus, r);
            return {
              date: r.orderedAt.toISOString().slice(0, 19).replace('T', ' '),
              download_url: status === 'available' ? await downloadUrlOf(context.ctx, r.link, context.baseUrl) : null,
              order_increment_id: r.orderNumber,
              remaining_downloads: 'Unlimited',
              status,
              title: titleOf(r.link, context),
            };
          }),
        ),
      };
    },
  },
  DownloadableOrderItem: {
    ...orderItemFields,
    // The order came from the signed-in customer's own orders, so the links are theirs to download.
    downloadable_links: async (v: OrderItemView, _: unknown, context: CommerceContext) => {
      const available = linkStatusOf(v.order.status, v.row) === 'available';
      return Promise.all(
        (await linksOf(context).load(v.row.id)).map(async (l) => ({
          uid: downloadableLinkUid(l.linkId),
          title: titleOf(l, context),
          sort_order: l.sortOrder,
          download_url: available ? await downloadUrlOf(context.ctx, l, context.baseUrl) : null,
        })),
      );
    },
  },
};
