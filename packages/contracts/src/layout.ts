import { Type, type Static } from 'typebox';

/** One card of the server-driven home page; `data` is the card's own shape, by `type`. */
export const HomeSection = Type.Object({
  type: Type.String(),
  title: Type.String(),
  data: Type.Any(),
});
export type HomeSection = Static<typeof HomeSection>;

export const HomeLayout = Type.Object({
  greeting: Type.Object({ firstName: Type.String(), region: Type.String(), locale: Type.String() }),
  sections: Type.Array(HomeSection),
});
export type HomeLayout = Static<typeof HomeLayout>;
export const HomeLayoutQuery = Type.Object({ timeZone: Type.Optional(Type.String({ maxLength: 64 })) });
