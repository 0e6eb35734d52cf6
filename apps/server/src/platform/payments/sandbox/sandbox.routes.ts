import { Type } from 'typebox';
import type { RoutePlugin } from '../../http/types.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { answerChallenge, openChallenge } from './challenge.ts';
import { challengePage } from './challenge-page.ts';

const tags = ['payments'];
const ChallengeParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/**
 * The sandbox gateway's own pages and API, as a hosted gateway serves them: card tokenization
 * (Accept.js's role: the browser sends the card here, the shop only ever sees the token) and the
 * issuer's 3-D Secure challenge page.
 */
export const sandboxGatewayRoutes: RoutePlugin = async (app, { ctx }) => {
  const gateway = new SandboxGateway(ctx.db, ctx.config.secrets.jwtKey);
  // The challenge page's form posts as a browser does; this plugin alone reads such bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/payments/sandbox/tokens',
    {
      schema: {
        tags,
        summary: 'Tokenize a card (sandbox gateway)',
        body: Type.Object({
          cardNumber: Type.String({ minLength: 12, maxLength: 23 }),
          expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
          expYear: Type.Integer({ minimum: 0, maximum: 2100 }),
          cardCode: Type.Optional(Type.String({ maxLength: 4 })),
          fullName: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: {
          200: Type.Object({
            dataDescriptor: Type.String(),
            dataValue: Type.String(),
            cardType: Type.String(),
            last4: Type.String(),
            expMonth: Type.Integer(),
            expYear: Type.Integer(),
          }),
        },
      },
    },
    async (request) => {
      const b = request.body;
      const token = await gateway.tokenize({
        number: b.cardNumber,
        expMonth: b.expMonth,
        expYear: b.expYear,
        cvc: b.cardCode ?? null,
        holderName: b.fullName?.trim() || null,
      });
      return {
        dataDescriptor: token.descriptor,
        dataValue: token.token,
        cardType: token.brand,
        last4: token.last4,
        expMonth: token.expMonth,
        expYear: token.expYear,
      };
    },
  );

  const page = async (id: string) => challengePage(await openChallenge(ctx.db, id));
  app.get(
    '/payments/3ds/challenge/:id',
    { schema: { tags, summary: '3-D Secure challenge page (sandbox issuer)', params: ChallengeParams } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await page(request.params.id)),
  );
  app.post(
    '/payments/3ds/challenge/:id',
    {
      schema: {
        tags,
        summary: 'Answer the 3-D Secure challenge, or open it with a posted creq',
        params: ChallengeParams,
        body: Type.Object({
          outcome: Type.Optional(Type.Union([Type.Literal('approve'), Type.Literal('refuse')])),
          creq: Type.Optional(Type.String({ maxLength: 4000 })),
        }),
      },
    },
    async (request, reply) => {
      if (!request.body.outcome)
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(await page(request.params.id));
      const next = await answerChallenge(ctx.db, request.params.id, request.body.outcome === 'approve');
      return reply.redirect(next, 303);
    },
  );
};
