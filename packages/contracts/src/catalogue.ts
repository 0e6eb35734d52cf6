import { Type, type Static } from 'typebox';

/** A price as the shop shows it: exact to the currency's minor unit. */
export const ShopMoney = Type.Object({ value: Type.Number(), currency: Type.String() });

/** A product as a layout block shows it (carousels). */
export const LayoutProduct = Type.Object({
  uid: Type.String(),
  sku: Type.String(),
  name: Type.String(),
  urlKey: Type.String(),
  image: Type.String(),
  typename: Type.String(),
  finalPrice: ShopMoney,
  regularPrice: ShopMoney,
});

export const LayoutCategory = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  name: Type.String(),
  urlPath: Type.String(),
  image: Type.Union([Type.Null(), Type.String()]),
});

export const LayoutSlide = Type.Object({ image: Type.String(), headline: Type.String(), text: Type.String(), href: Type.String() });

/** One block of a server-driven shop page; the fields present depend on `type`. */
export const LayoutBlock = Type.Object({
  id: Type.Integer(),
  type: Type.Union([
    Type.Literal('banner'),
    Type.Literal('slider'),
    Type.Literal('product_carousel'),
    Type.Literal('category_grid'),
    Type.Literal('text'),
    Type.Literal('video'),
  ]),
  title: Type.String(),
  position: Type.Integer(),
  banner: Type.Optional(Type.Object({ image: Type.String(), headline: Type.String(), text: Type.String(), buttonLabel: Type.String(), href: Type.String() })),
  slides: Type.Optional(Type.Array(LayoutSlide)),
  products: Type.Optional(Type.Array(LayoutProduct)),
  categories: Type.Optional(Type.Array(LayoutCategory)),
  html: Type.Optional(Type.String()),
  videoUrl: Type.Optional(Type.String()),
  poster: Type.Optional(Type.String()),
});
export type LayoutBlock = Static<typeof LayoutBlock>;

/** GET /api/v3/layout/shop, /api/v3/shop/category/layout/{catID}, /api/v3/shop/product/layout/{productID}. */
export const ShopLayout = Type.Object({
  page: Type.Union([Type.Literal('shop'), Type.Literal('category'), Type.Literal('product')]),
  targetId: Type.Union([Type.Null(), Type.Integer()]),
  storeCode: Type.String(),
  layout: Type.Literal('desktop'),
  blocks: Type.Array(LayoutBlock),
});
export type ShopLayout = Static<typeof ShopLayout>;

/** Which shop a layout is for: the Store header, or `store`, or the launch-monitor flag. */
export const ShopLayoutQuery = Type.Object({
  store: Type.Optional(Type.String({ minLength: 2, maxLength: 10 })),
  isSkytrak: Type.Optional(Type.Boolean()),
  isShop: Type.Optional(Type.Boolean()),
});
export type ShopLayoutQuery = Static<typeof ShopLayoutQuery>;
