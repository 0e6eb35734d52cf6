import { Envelope, ReturnFileStored } from '@golf/contracts';
import { ServiceError } from '../../platform/errors.ts';
import { bearer } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { attachmentFileName, readLimitedBody } from '../../platform/storage/index.ts';
import { customerOfToken } from '../customer/index.ts';
import { maxAttachmentBytes, uploadReturnFile } from './chat.service.ts';

export const RETURN_FILES_PATH = '/api/returns/files';

/**
 * Uploads a file for a return's chat with the customer's shop token (a photo or a PDF, judged by
 * its bytes, up to the settings' size); the answer's hash is then named in a message or a request.
 */
export const returnsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const length = Number(request.headers['content-length']);
    readLimitedBody(payload, maxAttachmentBytes(), Number.isFinite(length) ? length : undefined).then(
      (body) => done(null, body),
      (error: Error) => done(error, undefined),
    );
  });

  app.post(
    RETURN_FILES_PATH,
    {
      schema: {
        tags: ['returns'],
        summary: 'Upload a photo or PDF for a return (Content-Disposition names the file)',
        response: { 200: Envelope(ReturnFileStored) },
      },
      // Refuse an unknown caller before a byte of the body is read.
      onRequest: async (request) => {
        const token = bearer(request);
        if (!token || !(await customerOfToken(ctx.db, token, ctx.clock.now())))
          throw new ServiceError('unauthenticated', "The current customer isn't authorized.");
      },
    },
    async (request) => {
      const customer = (await customerOfToken(ctx.db, bearer(request)!, ctx.clock.now()))!;
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const stored = await uploadReturnFile(ctx, customer.id, {
        bytes,
        contentType: request.headers['content-type'],
        fileName: attachmentFileName(request.headers['content-disposition']),
      });
      return ok(stored, 'File uploaded.');
    },
  );
};
