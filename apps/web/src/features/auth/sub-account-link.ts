/** The query parameter by which a page address names the family member it is for (spec 000 §6). */
const PARAM = 'subAccount';

/**
 * The family member a page address is for (`?subAccount=<player id>`, e.g. a link about a child's
 * lesson), or null: the family choice then signs in as that sub-account, with its own (child) token.
 */
export function subAccountOf(path: string): number | null {
  const value = new URL(path, 'http://portal.invalid').searchParams.get(PARAM);
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The address without the parameter, once the choice it asked for is made. */
export function withoutSubAccount(path: string): string {
  const url = new URL(path, 'http://portal.invalid');
  url.searchParams.delete(PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
