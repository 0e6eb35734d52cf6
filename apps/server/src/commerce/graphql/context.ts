import type { FastifyRequest } from 'fastify';
import type { Locale } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { localeOf } from '../../platform/i18n.ts';
import { bearer } from '../../platform/http/auth-hooks.ts';
import { originOf } from '../../platform/http/origin.ts';
import { customerOfToken, type CommerceCustomer } from '../customer/index.ts';
import { findStore, type Store } from '../store/index.ts';
import { siteOfHost } from '../../platform/regions.ts';

export interface CommerceContext {
  ctx: Ctx;
  store: Store;
  locale: Locale;
  baseUrl: string;
  token: string | null;
  customer: (CommerceCustomer & { storeCode: string }) | null;
}

/**
 * The `Store` header picks the store (the site's main store when absent); the bearer token, when
 * given, must be a live customer token of that store's website.
 */
export async function buildCommerceContext(ctx: Ctx, request: FastifyRequest): Promise<CommerceContext> {
  const header = request.headers.store;
  const storeCode = Array.isArray(header) ? header[0] : header;
  const store = storeCode ? findStore(storeCode) : findStore(siteOfHost(request.host, ctx.config.siteHosts) === 'JP' ? 'JP' : 'US');
  if (!store) throw new ServiceError('not-found', 'Requested store is not found');
  const token = bearer(request) ?? null;
  let customer: CommerceContext['customer'] = null;
  if (token) {
    customer = await customerOfToken(ctx.db, token, ctx.clock.now());
    const tokenStore = customer ? findStore(customer.storeCode) : undefined;
    if (!customer || tokenStore?.websiteCode !== store.websiteCode) {
      throw new ServiceError('unauthenticated', "The current customer isn't authorized.");
    }
  }
  return { ctx, store, locale: localeOf(request.headers['accept-language']), baseUrl: originOf(request, ctx.config).baseUrl, token, customer };
}

/** The signed-in customer, or Magento's authorization error. */
export function requireCustomer(context: CommerceContext): CommerceCustomer {
  if (!context.customer) throw new ServiceError('unauthenticated', "The current customer isn't authorized.");
  return context.customer;
}
