import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** The S3 store's origin, which the browser reads signed media links from and uploads to. */
function storageOrigin(config: Config): string[] {
  if (config.storage.kind !== 's3') return [];
  if (config.storage.endpoint) return [new URL(config.storage.endpoint).origin];
  return [`https://${config.storage.bucket}.s3.${config.storage.region}.amazonaws.com`, `https://s3.${config.storage.region}.amazonaws.com`];
}

/**
 * Security headers on every answer (@fastify/helmet). The content security policy is what the
 * web app needs and no more: its own scripts only; inline styles (MUI's emotion writes <style>
 * tags, and the 3-D Secure challenge and pro shop pages carry their own); images, video and
 * embedded frames (product videos, layout video blocks) from https; pages may be framed only by
 * this site (the pro shop page sets the same frame-ancestors itself). `scriptHashes` allow the web
 * app's inline scripts (see inlineScriptHashes).
 *
 * Helmet's middleware is built once: @fastify/helmet built it again on every request (parsing the
 * policy each time, with two hooks), a few per cent of a signed-in read's CPU in a profile.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config, scriptHashes: readonly string[] = []): void {
  const storage = storageOrigin(config);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...scriptHashes],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...storage],
        'frame-src': ["'self'", 'https:'],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        // The 3-D Secure challenge posts to this server and returns to the shop's own callback.
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        // Plain http in development (localhost, jp.localhost) must not be upgraded.
        ...(config.production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Product images and signed media links may be shown by the other region's site.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'sameorigin' },
  });
  // Helmet 8 throws rather than pass an error on; its callback only says the headers are set.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
