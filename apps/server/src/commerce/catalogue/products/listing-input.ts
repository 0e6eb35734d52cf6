import { ServiceError } from '../../../platform/errors.ts';

/** The largest page a listing serves; Magento's default is 20 and storefronts ask for 12 to 48. */
export const MAX_PAGE_SIZE = 200;

export interface FilterEqual {
  eq?: string | null;
  in?: (string | null)[] | null;
}
export interface FilterMatch {
  match?: string | null;
}
export interface FilterRange {
  from?: string | null;
  to?: string | null;
}

/** Magento's ProductAttributeFilterInput, with this catalogue's filterable attributes. */
export type ProductFilter = Record<string, (FilterEqual & FilterMatch & FilterRange) | null | undefined>;
export type SortDirection = 'ASC' | 'DESC';
export type ProductSort = Partial<Record<'relevance' | 'position' | 'name' | 'price', SortDirection | null>>;

/** Magento's paging checks, with its messages. */
export function checkPaging(pageSize: number | null | undefined, currentPage: number | null | undefined): { pageSize: number; currentPage: number } {
  const size = pageSize ?? 20;
  const page = currentPage ?? 1;
  if (size < 1) throw new ServiceError('invalid', 'pageSize value must be greater than 0.');
  if (page < 1) throw new ServiceError('invalid', 'currentPage value must be greater than 0.');
  if (size > MAX_PAGE_SIZE) throw new ServiceError('invalid', `pageSize value must not be greater than ${MAX_PAGE_SIZE}.`);
  return { pageSize: size, currentPage: page };
}

/** The values of an equality filter (`eq` or `in`), without blanks. */
export function valuesOf(filter: FilterEqual | null | undefined): string[] | null {
  if (!filter) return null;
  if (filter.eq !== undefined && filter.eq !== null) return [filter.eq];
  if (filter.in) return filter.in.filter((v): v is string => typeof v === 'string');
  return null;
}

/** Numbers of a filter that must name ids; anything else matches nothing, as in Magento. */
export function idsOf(values: readonly string[]): number[] {
  return values.filter((v) => /^[0-9]{1,10}$/.test(v.trim())).map((v) => Number(v.trim()));
}

/** A decimal bound of a range filter, refused with a message when it is not a number. */
export function decimalBound(value: string | null | undefined, name: string): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  if (!/^[0-9]{1,10}(\.[0-9]{1,4})?$/.test(value.trim()))
    throw new ServiceError('invalid', `Invalid ${name} filter value "${value}": use a number such as 25 or 99.99.`);
  return value.trim();
}
