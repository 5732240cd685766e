const pad = (n: number): string => String(n).padStart(2, "0");

/**
 * Formats a date as LB's `YYYY-MM-DD HH:mm:ss` in UTC (§1.1).
 *
 * @example
 * formatDateTime(new Date(Date.UTC(2024, 4, 6, 10, 21, 33))); // "2024-05-06 10:21:33"
 */
export function formatDateTime(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}
