/**
 * Regional sites. A player belongs to one region; each region is served by one site. The shared
 * site GLOBAL serves Great Britain, the United States and Canada.
 */
export const SITES = ['GLOBAL', 'CN', 'QB', 'SG', 'HK', 'JP', 'AE', 'ZA'] as const;
export type Site = (typeof SITES)[number];

export const REGIONS = ['US', 'GB', 'CA', 'CN', 'QB', 'SG', 'HK', 'JP', 'AE', 'ZA'] as const;
export type Region = (typeof REGIONS)[number];

export function siteOfRegion(region: Region): Site {
  return region === 'US' || region === 'GB' || region === 'CA' ? 'GLOBAL' : region;
}

export function isRegion(value: string): value is Region {
  return (REGIONS as readonly string[]).includes(value);
}

export function isSite(value: string): value is Site {
  return (SITES as readonly string[]).includes(value);
}

/** Development host map: `<region>.localhost` for every site, plain localhost for the shared one. */
export const DEFAULT_SITE_HOSTS: Record<string, Site> = {
  localhost: 'GLOBAL',
  '127.0.0.1': 'GLOBAL',
  'us.localhost': 'GLOBAL',
  'gb.localhost': 'GLOBAL',
  'ca.localhost': 'GLOBAL',
  'cn.localhost': 'CN',
  'qb.localhost': 'QB',
  'sg.localhost': 'SG',
  'hk.localhost': 'HK',
  'jp.localhost': 'JP',
  'ae.localhost': 'AE',
  'za.localhost': 'ZA',
};

/** The language a site's pages start in before anyone has chosen one. */
export function defaultLocaleOfSite(site: Site): 'en' | 'ja' | 'zh' {
  return site === 'JP' ? 'ja' : site === 'CN' || site === 'HK' ? 'zh' : 'en';
}

/** The site a page host belongs to: the configured map first, then any `.jp` host is Japan. */
export function siteOfHost(host: string | undefined, map: Record<string, Site>): Site {
  const name = (host ?? '').split(':')[0]!.toLowerCase();
  const mapped = map[name];
  if (mapped) return mapped;
  if (name.endsWith('.jp')) return 'JP';
  return 'GLOBAL';
}

/**
 * The host configured for a site, used to build links to another region's site: a SITE_HOSTS
 * entry before the development `<region>.localhost` names.
 */
export function hostOfSite(site: Site, map: Record<string, Site>): string | undefined {
  const hosts = Object.entries(map)
    .filter(([host, s]) => s === site && host !== '127.0.0.1' && host !== 'localhost')
    .map(([host]) => host);
  return hosts.find((host) => !host.endsWith('.localhost')) ?? hosts[0];
}

/** Commerce store codes a region shops in: the main shop and the launch-monitor shop. */
export function storesOfRegion(region: Region): { main: string; launchMonitor: string | null } {
  switch (region) {
    case 'CA':
      return { main: 'CA', launchMonitor: 'STSVCA' };
    case 'JP':
      return { main: 'JP', launchMonitor: null };
    case 'US':
    case 'GB':
      return { main: 'US', launchMonitor: 'STSVEN' };
    default:
      return { main: 'US', launchMonitor: null };
  }
}
