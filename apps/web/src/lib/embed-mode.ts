/**
 * embedOnProd (spec §2): the portal runs embedded in the production site and uses that site's
 * breakpoints. Decided per build with VITE_EMBED_ON_PROD=true; a page address may override it
 * with ?embedOnProd=true or ?embedOnProd=false (to check layouts), remembered for the tab because
 * client-side navigation drops the query.
 */
const KEY = 'embedOnProd';

export function readEmbedOnProd(
  search: string = location.search,
  buildDefault: string | undefined = import.meta.env.VITE_EMBED_ON_PROD,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): boolean {
  const fromQuery = new URLSearchParams(search).get(KEY);
  if (fromQuery === 'true' || fromQuery === 'false') {
    storage.setItem(KEY, fromQuery);
    return fromQuery === 'true';
  }
  const remembered = storage.getItem(KEY);
  if (remembered === 'true' || remembered === 'false') return remembered === 'true';
  return buildDefault === 'true';
}
