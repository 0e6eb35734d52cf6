import type { Resolvers } from '../graphql/index.ts';
import { findProShopBlocks, type ProShopBlock } from './pro-shop.service.ts';

const absolute = (baseUrl: string, path: string | null) => (path && path.startsWith('/') ? `${baseUrl}${path}` : path);

export const contentResolvers: Resolvers = {
  Query: {
    getContentConstructorProShop: async (_, args, context) => {
      const blocks = await findProShopBlocks(context.ctx.db, context.store, args.field_name, args.value);
      return blocks.map((b: ProShopBlock) => ({
        id: b.id,
        category_id: b.categoryId,
        page_identifier: b.pageIdentifier,
        page_url: `${context.baseUrl}/pro-shop/${encodeURIComponent(b.pageIdentifier)}?store=${context.store.code}`,
        type: b.type,
        title: b.title,
        subtitle: b.subtitle,
        content: b.content,
        product_url: b.productUrl,
        text_position: b.textPosition,
        text_align: b.textAlign,
        video_url: absolute(context.baseUrl, b.videoUrl),
        video_url_embed: absolute(context.baseUrl, b.videoUrlEmbed),
        items: b.items.map((i) => ({
          image: absolute(context.baseUrl, i.image),
          slogan: i.slogan,
          description: i.description,
          button_label: i.buttonLabel,
          button_href: i.buttonHref,
          image_slider: i.imageSlider === null ? null : { rawValue: i.imageSlider },
        })),
      }));
    },
  },
};
