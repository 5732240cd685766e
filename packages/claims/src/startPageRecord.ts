import { type Consent, consentAllows } from "./consent";

/**
 * The start-page record (catalogue.md §3, transactions.md §3 "Other"; api-contract.md §10.6): the page a
 * shopper's browser session began on, and when.
 *
 * @example
 * const record: StartPageRecord = { url: "/category/sukienki?size=169", date: "2026-11-27T04:00:00.000Z" };
 */
export interface StartPageRecord {
  /** A path with its query, at most 2048 characters (api-contract.md §10.6). */
  readonly url: string;
  /** ISO 8601, UTC. */
  readonly date: string;
}

/** The contract's longest `url`. */
export const START_PAGE_URL_MAX = 2048;

/**
 * The record to send for this browser session, or `null` when nothing is to be sent: it was already sent
 * in this session (once per session), or the shopper has not (yet) allowed analytics — the record is kept
 * for attribution, an analytics purpose, so it waits for that consent and goes out when it is given later
 * in the same session, still naming the page the session started on. Only the path and the query of
 * `startUrl` are sent (no origin, no fragment); a longer one is cut to the path, then to 2048 characters.
 * Pure.
 *
 * @example
 * planStartPageRecord({ sent: false, startUrl: "https://sklep.pl/p/SUK-1?utm_source=x#top", consent: ACCEPT_ALL, now: Date.UTC(2026, 10, 27) });
 * // { url: "/p/SUK-1?utm_source=x", date: "2026-11-27T00:00:00.000Z" }
 */
export function planStartPageRecord(input: {
  readonly sent: boolean;
  readonly startUrl: string;
  readonly consent: Consent | null;
  readonly now: number;
}): StartPageRecord | null {
  if (input.sent || !consentAllows(input.consent, "analytics")) return null;
  // RFC 3986: drop the scheme and authority, then the fragment; what is left is the path and the query.
  const withoutOrigin = input.startUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  const full = withoutOrigin.split("#", 1)[0] ?? "";
  // One leading slash: "//host/…" would name another origin.
  const local = `/${full.replace(/^\/+/, "")}`;
  const pathname = local.split("?", 1)[0] ?? "/";
  const url = local.length <= START_PAGE_URL_MAX ? local : pathname.slice(0, START_PAGE_URL_MAX);
  return { url, date: new Date(input.now).toISOString() };
}
