import { Type } from 'typebox';
import {
  Bag,
  BagRename,
  BagWithClubs,
  Club,
  ClubCategoriesQuery,
  ClubCategory,
  ClubImageLink,
  ClubImageUpload,
  ClubsQuery,
  ClubUpdate,
  ClubUpdates,
  Envelope,
  IdParams,
  Manufacturer,
  NewBag,
  NewClub,
  NewClubs,
} from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { createBag, deleteBag, getBag, listMyBags, renameBag } from './bags.service.ts';
import { clubImageLink, presignClubImageUpload } from './club-image.service.ts';
import { clubImageUploadRoute } from './club-image.routes.ts';
import { addClubs, getClub, listClubs, removeClub, updateClubs, type ClubsChanged } from './clubs.service.ts';
import { listChildCategories, listManufacturers, listParentCategories } from './reference.service.ts';

const tags = ['bags'];
const Deleted = Type.Object({ id: Type.Integer() });
const said = (changed: ClubsChanged) => changed.warnings.join(' ') || 'OK';

/** Bags, clubs, their reference lists and club photos (GET/PUT through signed addresses). */
export const bagsRoutes: RoutePlugin = async (app, { ctx }) => {
  const onRequest = requireCaller(ctx);

  app.get('/api/my-bags', { onRequest, schema: { tags, summary: "The player's bags", response: { 200: Envelope(Type.Array(Bag)) } } }, async (request) =>
    ok(await listMyBags(ctx, playerOf(request))),
  );
  app.get('/api/manufacturers', { onRequest, schema: { tags, summary: 'Club makers', response: { 200: Envelope(Type.Array(Manufacturer)) } } }, async () =>
    ok(await listManufacturers(ctx)),
  );
  // Spelled as the clients call it.
  app.get(
    '/api/club-categoiries-parent',
    { onRequest, schema: { tags, summary: 'Parent club categories', response: { 200: Envelope(Type.Array(ClubCategory)) } } },
    async () => ok(await listParentCategories(ctx)),
  );
  app.get(
    '/api/club-categories',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Club categories (children), optionally of one parent',
        querystring: ClubCategoriesQuery,
        response: { 200: Envelope(Type.Array(ClubCategory)) },
      },
    },
    async (request) => ok(await listChildCategories(ctx, request.query.parentId)),
  );

  app.get(
    '/api/bag/:id',
    { onRequest, schema: { tags, summary: 'A bag with its clubs', params: IdParams, response: { 200: Envelope(BagWithClubs) } } },
    async (request) => ok(await getBag(ctx, playerOf(request), request.params.id)),
  );
  app.post('/api/bag', { onRequest, schema: { tags, summary: 'Add a bag', body: NewBag, response: { 201: Envelope(Bag) } } }, async (request, reply) =>
    reply.status(201).send(ok(await createBag(ctx, playerOf(request), request.body))),
  );
  app.put('/api/bag', { onRequest, schema: { tags, summary: 'Rename a bag', body: BagRename, response: { 200: Envelope(Bag) } } }, async (request) =>
    ok(await renameBag(ctx, playerOf(request), request.body)),
  );
  app.delete(
    '/api/bag/:id',
    { onRequest, schema: { tags, summary: 'Delete a bag with its clubs', params: IdParams, response: { 200: Envelope(Deleted) } } },
    async (request) => {
      await deleteBag(ctx, playerOf(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.get(
    '/api/clubs',
    {
      onRequest,
      schema: { tags, summary: "Clubs of a bag, or of all the player's bags", querystring: ClubsQuery, response: { 200: Envelope(Type.Array(Club)) } },
    },
    async (request) => ok(await listClubs(ctx, playerOf(request), request.query)),
  );
  app.get('/api/clubs/:id', { onRequest, schema: { tags, summary: 'One club', params: IdParams, response: { 200: Envelope(Club) } } }, async (request) =>
    ok(await getClub(ctx, playerOf(request), request.params.id)),
  );
  app.post('/api/club', { onRequest, schema: { tags, summary: 'Add a club', body: NewClub, response: { 201: Envelope(Club) } } }, async (request, reply) => {
    const changed = await addClubs(ctx, playerOf(request), [request.body]);
    return reply.status(201).send(ok(changed.clubs[0]!, said(changed)));
  });
  app.put('/api/club', { onRequest, schema: { tags, summary: 'Change a club', body: ClubUpdate, response: { 200: Envelope(Club) } } }, async (request) => {
    const changed = await updateClubs(ctx, playerOf(request), [request.body]);
    return ok(changed.clubs[0]!, said(changed));
  });
  app.delete(
    '/api/club/:id',
    { onRequest, schema: { tags, summary: 'Remove a club', params: IdParams, response: { 200: Envelope(Deleted) } } },
    async (request) => {
      await removeClub(ctx, playerOf(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );
  app.post(
    '/api/clubs',
    { onRequest, schema: { tags, summary: 'Add many clubs, all or none', body: NewClubs, response: { 201: Envelope(Type.Array(Club)) } } },
    async (request, reply) => {
      const changed = await addClubs(ctx, playerOf(request), request.body);
      return reply.status(201).send(ok(changed.clubs, said(changed)));
    },
  );
  app.put(
    '/api/clubs',
    { onRequest, schema: { tags, summary: 'Change many clubs, all or none', body: ClubUpdates, response: { 200: Envelope(Type.Array(Club)) } } },
    async (request) => {
      const changed = await updateClubs(ctx, playerOf(request), request.body);
      return ok(changed.clubs, said(changed));
    },
  );

  app.get(
    '/api/presign-upload-club-image-url/:id',
    {
      onRequest,
      schema: { tags, summary: "Where to PUT the club's photo (signed, expiring)", params: IdParams, response: { 200: Envelope(ClubImageUpload) } },
    },
    async (request) => ok(await presignClubImageUpload(ctx, playerOf(request), request.params.id, originOf(request, ctx.config).baseUrl)),
  );
  app.get(
    '/api/presign-get-club-image-url/:id',
    { onRequest, schema: { tags, summary: "A signed, expiring link to the club's photo", params: IdParams, response: { 200: Envelope(ClubImageLink) } } },
    async (request) => ok(await clubImageLink(ctx, playerOf(request), request.params.id, originOf(request, ctx.config).baseUrl)),
  );

  await app.register(clubImageUploadRoute, { ctx });
};
