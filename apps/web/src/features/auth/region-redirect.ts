import type { WrongRegion } from '@golf/contracts';

/** The login's wrong-region code (contracts' WRONG_REGION_CODE; a value import would bundle every schema). */
export const WRONG_REGION_CODE = 90015;
import type { ApiError } from '@/lib/api/api-error';

export const TRANSFER_PATH = '/sign-in/transfer';

/** The login's code 90015 answer: the player belongs to another region's site. */
export function wrongRegionOf(error: ApiError): WrongRegion | null {
  if (error.code !== WRONG_REGION_CODE) return null;
  const data = error.data as Partial<WrongRegion> | undefined;
  if (!data?.siteUrl || !data.transfer || !data.region) return null;
  return { region: data.region, siteUrl: data.siteUrl, transfer: data.transfer };
}

/**
 * Where the browser goes to finish signing in on its own site: that site's transfer page with the
 * sealed token pair in the query (and the remember-me choice, which only this browser knows).
 * Only http(s) site addresses are followed.
 */
export function transferUrlOf(wrongRegion: WrongRegion, rememberMe: boolean): string | null {
  let site: URL;
  try {
    site = new URL(wrongRegion.siteUrl);
  } catch {
    return null;
  }
  if (site.protocol !== 'https:' && site.protocol !== 'http:') return null;
  const url = new URL(TRANSFER_PATH, site);
  url.searchParams.set('t', wrongRegion.transfer);
  if (rememberMe) url.searchParams.set('remember', '1');
  return url.toString();
}
