import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { GearImages, RecommendedGearList } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { storesOfRegion, type Region } from '../../platform/regions.ts';
import {
  amount,
  catalogueForStore,
  productHeads,
  productMediaUrl,
  unitPrices,
  type Amount,
  type Catalogue,
  type ProductRow,
} from '../../commerce/catalogue/index.ts';
import { findStore } from '../../commerce/store/index.ts';
import { coachHeads, findPlayer, playerHeads } from '../account/index.ts';
import { moneyString } from '../wallet/index.ts';
import { gearRecommendations } from './gear.tables.ts';

async function storeOf(ctx: Ctx, playerId: number) {
  const player = await findPlayer(ctx.db, playerId);
  if (!player) throw notFound('Player');
  return findStore(storesOfRegion(player.region as Region).main)!;
}

/**
 * The player's region and their recommendations, each with its coach and the shop's product of its
 * SKU (none when the SKU is not sold): one prepared statement, left-joined so a player with no
 * recommendation still gets a row. No row: no such player. Placeholder: playerId.
 */
const recommendationsStatement = statementCache((db: Db) =>
  db
    .select({
      region: playerHeads.region,
      r: gearRecommendations,
      coachFirst: coachHeads.firstName,
      coachLast: coachHeads.lastName,
      product: { id: productHeads.id, name: productHeads.name, short: productHeads.shortDescription, isEnabled: productHeads.isEnabled },
    })
    .from(playerHeads)
    .leftJoin(gearRecommendations, eq(gearRecommendations.playerId, playerHeads.id))
    .leftJoin(coachHeads, eq(coachHeads.id, gearRecommendations.coachId))
    .leftJoin(productHeads, eq(productHeads.sku, gearRecommendations.sku))
    .where(eq(playerHeads.id, sql.placeholder('playerId')))
    .orderBy(desc(gearRecommendations.createdAt), asc(gearRecommendations.id))
    .prepare('gear_recommendations_of_player'),
);

/** GET /api/gear/recommended: the caller's coach recommendations, priced and pictured from the player's shop. */
export async function recommendedGear(ctx: Ctx, caller: PlayerCaller, baseUrl: string): Promise<RecommendedGearList> {
  const found = await recommendationsStatement(ctx.db).execute({ playerId: caller.subjectId });
  if (!found[0]) throw notFound('Player');
  const store = findStore(storesOfRegion(found[0].region as Region).main)!;
  // A recommendation always has its coach (an inner join before): one whose coach is gone is not shown.
  const rows = found.flatMap(({ r, coachFirst, coachLast, product }) =>
    r && coachFirst !== null && coachLast !== null ? [{ r, coachFirst, coachLast, product }] : [],
  );
  const catalogue = catalogueForStore(ctx.db, store, baseUrl, ctx.clock.now(), undefined, { documents: true });
  const list = await Promise.all(
    rows.map(async ({ r, coachFirst, coachLast, product }) => {
      // Name and description in the store view's language (the JP store reads in Japanese), as the shop shows them.
      const texts = product ? await catalogue.products.product.load(product.id) : null;
      const { price, imageFile } = await priceAndPicture(catalogue, texts);
      return {
        id: r.id,
        sku: r.sku,
        name: texts?.name ?? product?.name ?? r.sku,
        description: texts?.shortDescription ?? product?.short ?? '',
        price: moneyString(price ?? 0, store.currency),
        currency: store.currency,
        imageUrl: imageFile ? productMediaUrl(baseUrl, imageFile) : null,
        coachName: `${coachFirst} ${coachLast}`.trim(),
        note: r.note,
        recommendedAt: r.createdAt.toISOString(),
        isAvailable: Boolean(product?.isEnabled && price),
      };
    }),
  );
  return { list, currency: store.currency };
}

/**
 * A recommended product's price today and its picture. A simple product's storefront document
 * holds both, as its listing card shows them: one read where the price and the media were two more
 * (the document's first image, as the media's first image was). Other products, or one whose
 * document is not current, read them from the catalogue.
 */
async function priceAndPicture(catalogue: Catalogue, product: ProductRow | null): Promise<{ price: Amount | null; imageFile: string | null }> {
  if (!product) return { price: null, imageFile: null };
  const doc = product.typeId === 'simple' ? catalogue.documentOf(product) : undefined;
  if (doc) return { price: doc.priceRange ? amount(doc.priceRange.minFinal) : null, imageFile: doc.pictures.image?.file ?? null };
  const [price, media] = await Promise.all([catalogue.products.price.load(product.id), catalogue.products.media.load(product.id)]);
  return {
    price: price ? unitPrices(price, catalogue.today).final : null,
    imageFile: media.find((m) => m.mediaType === 'image' && !m.disabled)?.file ?? null,
  };
}

/** POST /api/gear/image: every picture of one recommended item. Another player's recommendation is not found. */
export async function gearImages(ctx: Ctx, caller: PlayerCaller, id: number, baseUrl: string): Promise<GearImages> {
  const [row] = await ctx.db
    .select({ sku: gearRecommendations.sku, productId: productHeads.id, name: productHeads.name })
    .from(gearRecommendations)
    .leftJoin(productHeads, eq(productHeads.sku, gearRecommendations.sku))
    .where(and(eq(gearRecommendations.id, id), eq(gearRecommendations.playerId, caller.subjectId)));
  if (!row) throw notFound('Recommendation');
  const store = await storeOf(ctx, caller.subjectId);
  const catalogue = catalogueForStore(ctx.db, store, baseUrl, ctx.clock.now());
  const [media, texts] = row.productId
    ? await Promise.all([catalogue.products.media.load(row.productId), catalogue.products.product.load(row.productId)])
    : [[], null];
  const name = texts?.name ?? row.name ?? row.sku;
  return {
    id,
    name,
    images: media.filter((m) => m.mediaType === 'image' && !m.disabled).map((m) => ({ url: productMediaUrl(baseUrl, m.file), label: m.label || name })),
  };
}
