import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { hostOfSite, siteOfHost, type Site } from '../regions.ts';

/** A host name with an optional port and nothing else (no user info, path or second host). */
const HOST = /^(?<name>[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::(?<port>\d{1,5}))?$/;

/** The request's host when it is one of the configured site hosts (SITE_HOSTS), else undefined. */
function knownHostOf(request: FastifyRequest, config: Config): { name: string; port: string | undefined } | undefined {
  const match = HOST.exec((request.host ?? '').toLowerCase());
  const name = match?.groups?.name;
  if (!name || !config.siteHosts[name]) return undefined;
  const port = match.groups?.port;
  return { name, port: port && Number(port) > 0 && Number(port) <= 65535 ? port : undefined };
}

/**
 * The scheme and port every link uses: PUBLIC_URL's when set (production requires it); in
 * development the request's own for a configured host, otherwise plain http on this server's port.
 */
function schemeAndPort(config: Config, known: { port: string | undefined } | undefined, requestProtocol: string | undefined) {
  if (config.publicUrl) {
    const url = new URL(config.publicUrl);
    return { protocol: url.protocol.slice(0, -1), port: url.port || undefined };
  }
  if (known) return { protocol: requestProtocol === 'https' ? 'https' : 'http', port: known.port };
  return { protocol: 'http', port: config.port > 0 && config.port !== 80 ? String(config.port) : undefined };
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The base URL of a site, built from configuration only: PUBLIC_URL when it serves that site, else
 * the site's first configured host (SITE_HOSTS) with PUBLIC_URL's scheme and port.
 */
export function siteUrlOf(config: Config, site: Site, request?: FastifyRequest): string {
  const known = request ? knownHostOf(request, config) : undefined;
  const { protocol, port } = schemeAndPort(config, known, request?.protocol);
  const publicHost = config.publicUrl ? new URL(config.publicUrl).hostname.toLowerCase() : undefined;
  if (config.publicUrl && siteOfHost(publicHost, config.siteHosts) === site) return withoutSlash(config.publicUrl);
  const host = hostOfSite(site, config.siteHosts);
  // In production the development `<region>.localhost` names are no address; PUBLIC_URL is.
  if (!host || (config.production && (host === 'localhost' || host.endsWith('.localhost')))) {
    return config.publicUrl ? withoutSlash(config.publicUrl) : `${protocol}://localhost${port ? `:${port}` : ''}`;
  }
  return `${protocol}://${host}${port ? `:${port}` : ''}`;
}

/**
 * The URL this request's page is served from, for links the product sends (e-mail, SMS, shop
 * links): the request's own host only when it is a configured site host, otherwise the configured
 * URL of its site. Host and X-Forwarded-Host are the caller's to choose, so an unknown one never
 * appears in a link.
 */
export function baseUrlOf(request: FastifyRequest, config: Config): string {
  const known = knownHostOf(request, config);
  const site = siteOfHost(request.host, config.siteHosts);
  if (!known) return siteUrlOf(config, site, request);
  if (config.publicUrl && new URL(config.publicUrl).hostname.toLowerCase() === known.name) return withoutSlash(config.publicUrl);
  const { protocol, port } = schemeAndPort(config, known, request.protocol);
  return `${protocol}://${known.name}${port ? `:${port}` : ''}`;
}

/** The site a request is for, the caller's address and this server's configured URL for that site. */
export function originOf(request: FastifyRequest, config: Config) {
  return {
    site: siteOfHost(request.host, config.siteHosts),
    ip: request.ip,
    baseUrl: baseUrlOf(request, config),
    /** Another site's configured URL (the region hand-off), never built from the request's host. */
    siteUrl: (site: Site) => siteUrlOf(config, site, request),
  };
}

/** Success envelope of every portal REST answer. */
export function ok<T>(data: T, message = 'OK') {
  return { code: 0, message, data };
}
