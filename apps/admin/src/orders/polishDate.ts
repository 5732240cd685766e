const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * A calendar day (`YYYY-MM-DD`) the Polish way, `dd.mm.rrrr`, as every date field of the back office shows
 * it whatever the browser's language (a native date field would read „11/30/2026” in an English browser).
 * Pure.
 *
 * @example polishDate("2026-11-30") // "30.11.2026"
 */
export function polishDate(iso: string): string {
  const [year = "", month = "", day = ""] = iso.split("-");
  return `${day}.${month}.${year}`;
}

/**
 * The calendar day (`YYYY-MM-DD`, what the API takes) of a date typed the Polish way — `30.11.2026`, also
 * `1.12.2026` or with „-” or „/” between — or `null` when it is no day of the calendar (`31.11.2026`). A day
 * typed as `2026-11-30` is taken as it is. Pure.
 *
 * @example isoFromPolishDate("30.11.2026") // "2026-11-30"
 * @example isoFromPolishDate("31.11.2026") // null
 */
export function isoFromPolishDate(text: string): string | null {
  const trimmed = text.trim();
  const polish = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [d, m, y] = polish
    ? [polish[1], polish[2], polish[3]]
    : iso
      ? [iso[3], iso[2], iso[1]]
      : [undefined, undefined, undefined];
  if (d === undefined || m === undefined || y === undefined) return null;
  const [day, month, year] = [Number(d), Number(m), Number(y)];
  if (month < 1 || month > 12 || day < 1) return null;
  const days = month === 2 && isLeap(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (day > days) return null;
  return `${y}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
