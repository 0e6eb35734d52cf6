import type { CommerceContext, DownloadableProductResolvers } from '../../graphql/index.ts';
import { catalogueOf } from '../loaders/catalogue-context.ts';
import type { ProductRow } from '../loaders/product-loaders.ts';
import { uidOf } from '../uid.ts';

/** Magento's uid of a downloadable link: the base64 of `downloadable/<link id>`, as its cart options name it. */
export const downloadableLinkUid = (linkId: number) => uidOf(`downloadable/${linkId}`);

/** The downloadable product's own fields: its links (titles only) and Magento's fixed settings. */
export const downloadableFields: DownloadableProductResolvers = {
  downloadable_product_links: async (p: ProductRow, _: unknown, context: CommerceContext) =>
    (await catalogueOf(context).types.downloadableLinks.load(p.id)).map((l) => ({
      id: l.id,
      uid: downloadableLinkUid(l.id),
      title: l.title,
      sort_order: l.sortOrder,
      price: 0,
      sample_url: null,
    })),
  downloadable_product_samples: () => [],
  links_purchased_separately: () => 0,
  links_title: () => null,
};
