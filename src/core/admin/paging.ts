/**
 * Filtering and paging of the OAuth-app list (docs/spec/oauth-apps.md §5).
 *
 * Invariants: pure. Order is by id ascending (stable across calls). Filters are exact, case-sensitive matches;
 * `trusted` always filters (its default false lists untrusted apps only, as the API description's default says). `count` is
 * the number of apps matching the filters, before paging. page ≥ 1; 1 ≤ page_size ≤ MAX_PAGE_SIZE.
 */
import { invalidFieldsError, type FieldError } from './app-fields.js';

const MAX_PAGE_SIZE = 500n;

export interface ListFilter {
  readonly name?: string | undefined;
  readonly clientId?: string | undefined;
  readonly trusted: boolean;
}

export interface Listable {
  readonly id: bigint;
  readonly name: string;
  readonly clientId: string;
  readonly trusted: boolean;
}

/**
 * Checks paging values.
 * @throws ADMIN_INVALID_FIELDS when page < 1 or page_size is outside 1..MAX_PAGE_SIZE
 */
export function checkPaging(page: bigint, pageSize: bigint): void {
  const errors: FieldError[] = [];
  if (page < 1n) errors.push({ field: 'page', detail: 'must be at least 1' });
  if (pageSize < 1n || pageSize > MAX_PAGE_SIZE) {
    errors.push({ field: 'page_size', detail: `must be from 1 to ${MAX_PAGE_SIZE}` });
  }
  if (errors.length > 0) throw invalidFieldsError(errors);
}

/**
 * One page of the apps matching `filter`, and how many match in all.
 * @throws ADMIN_INVALID_FIELDS for bad paging values
 */
export function selectPage<T extends Listable>(
  apps: Iterable<T>,
  filter: ListFilter,
  page: bigint,
  pageSize: bigint,
): { apps: T[]; count: number } {
  checkPaging(page, pageSize);
  const matching = [...apps]
    .filter(
      (app) =>
        app.trusted === filter.trusted &&
        (filter.name === undefined || app.name === filter.name) &&
        (filter.clientId === undefined || app.clientId === filter.clientId),
    )
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const start = (page - 1n) * pageSize;
  if (start >= BigInt(matching.length)) return { apps: [], count: matching.length };
  return { apps: matching.slice(Number(start), Number(start + pageSize)), count: matching.length };
}
