import { Type } from 'typebox';
import { notFound } from '../../errors.ts';
import type { RoutePlugin } from '../../http/types.ts';
import { lenderPage } from './lender-page.ts';
import { LocalLender } from './local-lender.ts';

const tags = ['payments'];
const Params = Type.Object({ token: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });

/** The local lender's pages: the approval page a shop redirects to, and the customer's answer. */
export const lenderRoutes: RoutePlugin = async (app, { ctx }) => {
  const lender = new LocalLender(ctx.db);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.get('/payments/financing/:token', { schema: { tags, summary: 'Financing approval page (local lender)', params: Params } }, async (request, reply) => {
    const row = await lender.openForAnswer(request.params.token, ctx.clock.now());
    if (!row) throw notFound('This financing application (it was answered or has expired)');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(lenderPage(row));
  });
  app.post(
    '/payments/financing/:token',
    {
      schema: {
        tags,
        summary: 'Approve or decline the loan; returns to the shop',
        params: Params,
        body: Type.Object({
          outcome: Type.Union([Type.Literal('approve'), Type.Literal('decline')]),
          term: Type.Optional(Type.String({ pattern: '^(3|6|12)$' })),
        }),
      },
    },
    async (request, reply) => {
      const back = await lender.answer(request.params.token, request.body.outcome, Number(request.body.term ?? '6'), ctx.clock.now());
      if (!back) throw notFound('This financing application (it was answered or has expired)');
      return reply.code(303).header('location', back).send();
    },
  );
};
