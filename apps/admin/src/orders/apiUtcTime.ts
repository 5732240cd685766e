/**
 * An instant as the API's order documents write it, in UTC without a zone (`2026-11-29 13:18:05`, the
 * Magento-style `created_at`), as an ISO instant (`2026-11-29T13:18:05Z`), so that `formatDateTime` shows
 * it in Warsaw time (a zoneless text would be read as a Warsaw wall-clock time). An instant with a zone is
 * returned as it is. Pure.
 *
 * @example
 * formatDateTime(apiUtcTime("2026-11-29 13:18:05")); // "29.11.2026, 14:18"
 */
export function apiUtcTime(value: string): string {
  if (/[zZ]|[+-]\d\d:?\d\d$/.test(value)) return value;
  return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value) ? `${value.replace(" ", "T")}Z` : value;
}
