/** The results page's `tab` query parameter (SPEC section 2: 0 to 4). */
import { TAB_DEFINITIONS } from '../../../../shared/constants.js';

/** The tab of a query string: 0 to 4, default 0; anything else is null (the route answers 404). */
export function tabOf(params: URLSearchParams): number | null {
  const value = params.get('tab');
  if (value === null) return TAB_DEFINITIONS;
  return /^[0-4]$/.test(value) ? Number(value) : null;
}
