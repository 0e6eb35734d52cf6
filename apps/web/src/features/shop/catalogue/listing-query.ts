/**
 * A listing's page, sort and filters as kept in the URL's query, so that back, forward and
 * reload show the same listing. Spec 001 §9: categories sort by position ascending, search
 * results by name ascending; both take 10 products a page.
 */
export type SortField = 'position' | 'name' | 'price' | 'relevance';
export type SortDirection = 'ASC' | 'DESC';

export interface ListingQuery {
  page: number;
  sort: { field: SortField; direction: SortDirection };
  /** Attribute code → chosen values (option ids; price buckets as "from_to"). */
  filters: Record<string, string[]>;
}

export const PAGE_SIZE = 10;

/** The query parameters that are not filters. */
const RESERVED = new Set(['q', 'page', 'sort']);

export type ListingKind = 'category' | 'search';

export const defaultSort = (kind: ListingKind): ListingQuery['sort'] =>
  kind === 'category' ? { field: 'position', direction: 'ASC' } : { field: 'name', direction: 'ASC' };

/** The sorts a listing offers, as "field-DIRECTION" values. */
export const sortChoices = (kind: ListingKind): string[] =>
  kind === 'category'
    ? ['position-ASC', 'name-ASC', 'name-DESC', 'price-ASC', 'price-DESC']
    : ['name-ASC', 'relevance-DESC', 'name-DESC', 'price-ASC', 'price-DESC'];

const FIELDS: SortField[] = ['position', 'name', 'price', 'relevance'];

export function parseListingQuery(params: URLSearchParams, kind: ListingKind): ListingQuery {
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const [field, direction] = (params.get('sort') ?? '').split('-');
  const sort =
    FIELDS.includes(field as SortField) && (direction === 'ASC' || direction === 'DESC') && sortChoices(kind).includes(`${field}-${direction}`)
      ? { field: field as SortField, direction: direction as SortDirection }
      : defaultSort(kind);
  const filters: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (RESERVED.has(key) || !/^[a-z_]{1,40}$/.test(key) || !value) continue;
    (filters[key] ??= []).push(value);
  }
  return { page, sort, filters };
}

/** The URL query of a listing; defaults are left out so plain listings have plain URLs. */
export function listingParams(query: ListingQuery, kind: ListingKind, search?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (search !== undefined) params.set('q', search);
  for (const [code, values] of Object.entries(query.filters).sort(([a], [b]) => a.localeCompare(b))) for (const v of values) params.append(code, v);
  const def = defaultSort(kind);
  if (query.sort.field !== def.field || query.sort.direction !== def.direction) params.set('sort', `${query.sort.field}-${query.sort.direction}`);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** A filter value switched on or off; any change of filters goes back to the first page. */
export function toggleFilter(query: ListingQuery, code: string, value: string): ListingQuery {
  const current = query.filters[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...query.filters };
  if (next.length) filters[code] = next;
  else delete filters[code];
  return { ...query, filters, page: 1 };
}

/** The filters as Magento's ProductAttributeFilterInput: price buckets become one range. */
export function productFilterOf(filters: Record<string, string[]>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [code, values] of Object.entries(filters)) {
    if (!values.length) continue;
    if (code === 'price') {
      const bounds = values.map((v) => v.split('_').map(Number)).filter(([from, to]) => Number.isFinite(from) && Number.isFinite(to));
      if (!bounds.length) continue;
      result.price = { from: String(Math.min(...bounds.map(([from]) => from!))), to: String(Math.max(...bounds.map(([, to]) => to!))) };
    } else result[code] = values.length === 1 ? { eq: values[0] } : { in: values };
  }
  return result;
}
