import { fail } from '../../events/framework/errors';

// docs/product.md §9: the grid shows 9 videos (3 x 3).
export const DEFAULT_LIMIT = 9;
// Enough for any screen; a bigger page is a scrape, not a page.
export const MAX_LIMIT = 100;
const MAX_PAGE = 1_000_000;

const wholeNumber = (raw: string) => (/^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN);

/** `?page&limit` as the query string sends them (strings); anything but a sensible whole number is a 400. */
export function parsePagination(query: { page?: string; limit?: string }): { page: number; limit: number } {
  const page = query.page === undefined || query.page === '' ? 1 : wholeNumber(query.page);
  if (!(page >= 1 && page <= MAX_PAGE)) throw fail('INVALID_PAGE');
  const limit = query.limit === undefined || query.limit === '' ? DEFAULT_LIMIT : wholeNumber(query.limit);
  if (!(limit >= 1 && limit <= MAX_LIMIT)) {
    throw fail('INVALID_LIMIT', { max: MAX_LIMIT });
  }
  return { page, limit };
}
