import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { siteOfHost } from '../regions.ts';

/** The site a request is for and this server's URL as the caller sees it. */
export function originOf(request: FastifyRequest, config: Config) {
  const host = request.host;
  const protocol = request.protocol;
  const port = host.includes(':') ? host.split(':').pop() : undefined;
  return {
    site: siteOfHost(host, config.siteHosts),
    ip: request.ip,
    protocol,
    port,
    baseUrl: config.publicUrl ?? `${protocol}://${host}`,
  };
}

/** Success envelope of every portal REST answer. */
export function ok<T>(data: T, message = 'OK') {
  return { code: 0, message, data };
}
