import { monthNamesByLanguage } from "./monthNames";
import { parseShopDate } from "./parseShopDate";
import type { FormattingStoreView } from "./storeView";
import { plStoreView, resolveI18n } from "./storeView";
import type { ZonedDateTimeParts } from "./zonedTime";
import { SHOP_TIME_ZONE, toZonedParts } from "./zonedTime";

/** Any value `formatDate` accepts without returning it unchanged. */
export type DateInput = Date | number | string;

// behaviour §2.2: the localized shortcuts expand before the other tokens are read.
const LOCALIZED: Readonly<Record<string, string>> = {
  LTS: "HH:mm:ss",
  LLL: "D MMMM YYYY HH:mm",
  LL: "D MMMM YYYY",
  LT: "HH:mm",
  L: "DD.MM.YYYY",
};
const LOCALIZED_TOKEN = /\[[^\]]*\]|LTS|LLL|LL|LT|L/g;
const TOKEN = /\[([^\]]*)\]|YYYY|YY|MMMM|MM|M|DD|D|HH|H|mm|m|ss|s/g;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

function monthName(
  language: string,
  locale: string,
  month: number,
  genitive: boolean,
  parts: ZonedDateTimeParts,
) {
  const names = monthNamesByLanguage[language];
  if (names !== undefined) return (genitive ? names.genitive : names.nominative)[month - 1] ?? "";
  // Other languages: Intl's format form after a day, the stand-alone form otherwise.
  const at = Date.UTC(parts.year, month - 1, 15);
  const options: Intl.DateTimeFormatOptions = genitive
    ? { day: "numeric", month: "long", timeZone: "UTC" }
    : { month: "long", timeZone: "UTC" };
  const found = new Intl.DateTimeFormat(locale, options).formatToParts(at).find((p) => p.type === "month");
  return found?.value ?? "";
}

/**
 * Formats a date in the shop's time zone with moment-style tokens (behaviour §2.2): `YYYY YY M MM D DD H
 * HH m mm s ss MMMM`, the shortcuts `LT LTS L LL LLL`, and `[literal]` text. `MMMM` is the Polish genitive
 * when the pattern contains `D MMMM`, the nominative otherwise. Accepts a `Date`, epoch ms or an ISO
 * string (`YYYY-MM-DD` = midnight in the zone). Blank input gives `''`; anything unparseable is returned
 * unchanged. Pure; the clock is never read.
 *
 * @param format - The pattern. @default storeView.i18n.dateFormat ("HH:mm D/M/YYYY")
 * @param storeView - Locale (`defaultLocale`, language before `-`) and `timeZone`. @default plStoreView
 * @throws {FormattingError} `invalid-time-zone` when the store view names a zone `Intl` does not know.
 * @example
 * formatDate("2026-11-21T09:05:00Z");              // "10:05 21/11/2026"
 * formatDate("2026-11-21", "D MMMM YYYY");          // "21 listopada 2026"
 * formatDate(new Date(Date.UTC(2026, 10, 1)), "MMMM YYYY"); // "listopad 2026"
 */
export function formatDate(value: DateInput, format?: string, storeView?: FormattingStoreView): string;
export function formatDate<TValue>(
  value: TValue,
  format?: string,
  storeView?: FormattingStoreView,
): TValue | string;
export function formatDate(
  value: unknown,
  format?: string,
  storeView: FormattingStoreView = plStoreView,
): unknown {
  if (isBlank(value)) return "";
  const i18n = resolveI18n(storeView.i18n ?? {});
  const timeZone = i18n.timeZone || SHOP_TIME_ZONE;
  assertTimeZone(timeZone);
  const parsed = parseShopDate(value, timeZone);
  if (parsed === null) return value;
  const pattern = (format ?? i18n.dateFormat).replace(LOCALIZED_TOKEN, (token) =>
    token.startsWith("[") ? token : (LOCALIZED[token] ?? token),
  );
  const language = (i18n.defaultLocale.split("-")[0] ?? "").toLowerCase();
  // The genitive rule looks at the pattern outside [literal] blocks.
  const genitive = /D MMMM/.test(pattern.replace(/\[[^\]]*\]/g, ""));
  const p = parsed.wallClock;
  return pattern.replace(TOKEN, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case "YYYY":
        return p.year < 0 ? `-${pad(-p.year, 6)}` : pad(p.year, 4);
      case "YY":
        return pad(((p.year % 100) + 100) % 100);
      case "MMMM":
        return monthName(language, i18n.defaultLocale, p.month, genitive, p);
      case "MM":
        return pad(p.month);
      case "M":
        return String(p.month);
      case "DD":
        return pad(p.day);
      case "D":
        return String(p.day);
      case "HH":
        return pad(p.hour);
      case "H":
        return String(p.hour);
      case "mm":
        return pad(p.minute);
      case "m":
        return String(p.minute);
      case "ss":
        return pad(p.second);
      default:
        return String(p.second);
    }
  });
}

/**
 * A Polish long date with the month in the genitive (`21 listopada 2026`): `formatDate(value, 'D MMMM
 * YYYY', storeView)`. Pure; blank gives `''`, unparseable input is returned unchanged.
 *
 * @param storeView - Locale and time zone. @default plStoreView
 * @example
 * formatLongDate("2026-11-21"); // "21 listopada 2026"
 */
export function formatLongDate(value: DateInput, storeView?: FormattingStoreView): string;
export function formatLongDate<TValue>(value: TValue, storeView?: FormattingStoreView): TValue | string;
export function formatLongDate(value: unknown, storeView: FormattingStoreView = plStoreView): unknown {
  return formatDate(value, "D MMMM YYYY", storeView);
}

/**
 * A date and time as the back office and the shop's mails show it (`29.11.2026, 14:05`): `formatDate(value,
 * 'DD.MM.YYYY, HH:mm', storeView)`, in the shop's time zone (Warsaw). Pure; blank gives `''`, unparseable
 * input is returned unchanged.
 *
 * @param storeView - Locale and time zone. @default plStoreView
 * @example
 * formatDateTime("2026-11-29T13:05:00Z"); // "29.11.2026, 14:05"
 */
export function formatDateTime(value: DateInput, storeView?: FormattingStoreView): string;
export function formatDateTime<TValue>(value: TValue, storeView?: FormattingStoreView): TValue | string;
export function formatDateTime(value: unknown, storeView: FormattingStoreView = plStoreView): unknown {
  return formatDate(value, "DD.MM.YYYY, HH:mm", storeView);
}

/**
 * A date and time written the Polish way, for the shopper's pages (`30 listopada 2026, 19:00`): the day,
 * the month in the genitive, the year, then the time, in the shop's time zone (Warsaw) — not the
 * storefront's `HH:mm D/M/YYYY` default. Pure; blank gives `''`, unparseable input is returned unchanged.
 *
 * @param storeView - Locale and time zone. @default plStoreView
 * @example
 * formatLongDateTime("2026-11-30T18:00:00Z"); // "30 listopada 2026, 19:00"
 */
export function formatLongDateTime(value: DateInput, storeView?: FormattingStoreView): string;
export function formatLongDateTime<TValue>(value: TValue, storeView?: FormattingStoreView): TValue | string;
export function formatLongDateTime(value: unknown, storeView: FormattingStoreView = plStoreView): unknown {
  return formatDate(value, "D MMMM YYYY, HH:mm", storeView);
}

function assertTimeZone(timeZone: string): void {
  toZonedParts(0, timeZone); // throws FormattingError("invalid-time-zone") for an unknown zone
}
