import { Type, type Static } from 'typebox';

/** One item a coach recommended: a shop product with its picture and price in the player's store. */
export const RecommendedGear = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Type.String({ description: 'exact decimal unit price in the store currency' }),
  currency: Type.String(),
  imageUrl: Type.Union([Type.Null(), Type.String()]),
  coachName: Type.String(),
  note: Type.String({ description: 'why the coach recommends it' }),
  recommendedAt: Type.String(),
  isAvailable: Type.Boolean({ description: 'false when the shop no longer sells it' }),
});
export type RecommendedGear = Static<typeof RecommendedGear>;

export const RecommendedGearList = Type.Object({ list: Type.Array(RecommendedGear), currency: Type.String() });
export type RecommendedGearList = Static<typeof RecommendedGearList>;

export const GearImageRequest = Type.Object({ id: Type.Integer({ minimum: 1, description: 'a recommendation id' }) }, { additionalProperties: false });
export type GearImageRequest = Static<typeof GearImageRequest>;

/** POST /api/gear/image: every picture of a recommended item, for the enlarged view. */
export const GearImages = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  images: Type.Array(Type.Object({ url: Type.String(), label: Type.String() })),
});
export type GearImages = Static<typeof GearImages>;
