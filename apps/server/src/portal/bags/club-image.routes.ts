import { Type } from 'typebox';
import { ClubImageStored, Envelope, IdParams } from '@golf/contracts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { attachmentFileName, readLimitedBody } from '../../platform/storage/index.ts';
import { notFound } from '../../platform/errors.ts';
import { CLUB_IMAGE_UPLOAD_PATH, CLUB_PHOTO_LIMITS, storeClubImage, verifyClubImageUpload } from './club-image.service.ts';
import { ownClubRow } from './club-rows.ts';

/**
 * The address a presign-upload answer points to. The signed query is the authority (as with an
 * S3 presigned PUT, no bearer token is needed); it is checked, with the club's owner, before a
 * byte of the body is read. The body is any content type: the photo check judges it.
 */
export const clubImageUploadRoute: RoutePlugin = async (app, { ctx }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const length = Number(request.headers['content-length']);
    readLimitedBody(payload, CLUB_PHOTO_LIMITS.maxBytes, Number.isFinite(length) ? length : undefined).then(
      (body) => done(null, body),
      (error: Error) => done(error, undefined),
    );
  });

  app.put(
    `${CLUB_IMAGE_UPLOAD_PATH}:id`,
    {
      schema: {
        tags: ['bags'],
        summary: 'Upload a club photo to a signed address (JPEG, PNG or WebP, up to 10 MB)',
        params: IdParams,
        querystring: Type.Object({ owner: Type.Optional(Type.String()), expires: Type.Optional(Type.String()), signature: Type.Optional(Type.String()) }),
        response: { 200: Envelope(ClubImageStored) },
      },
      // Refuse a changed or expired address, and a club that is gone, before reading the file.
      onRequest: async (request) => {
        const id = Number((request.params as { id: unknown }).id);
        const target = verifyClubImageUpload(ctx, id, request.query as Record<string, unknown>);
        if (!(await ownClubRow(ctx.db, target.owner, target.clubId))) throw notFound('Club');
      },
    },
    async (request) => {
      const target = verifyClubImageUpload(ctx, request.params.id, request.query as Record<string, unknown>);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const stored = await storeClubImage(ctx, target, {
        bytes,
        contentType: request.headers['content-type'],
        fileName: attachmentFileName(request.headers['content-disposition']),
      });
      return ok(stored, 'Photo saved.');
    },
  );
};
