import { ClaimsError } from "./claimsError";

/**
 * A claim (transactions.md §3 "Other"): one of a shopper's one-time decisions, kept in the browser's
 * offline storage under its `code` (the cookie consent, the remembered size…).
 *
 * @example
 * const claim: Claim<string> = { code: "my-size", created_at: "2026-11-27T04:00:00.000Z", value: "M", description: "Mój rozmiar" };
 */
export interface Claim<TValue = unknown> {
  /** What the decision is about; the storage key. */
  readonly code: string;
  /** When the shopper decided, ISO 8601 in UTC. */
  readonly created_at: string;
  /** The decision itself (plain JSON data). */
  readonly value: TValue;
  /** A human-readable note of what was decided (Polish, for the shopper's own records). */
  readonly description: string;
}

/** Codes are short lowercase words joined by `-`, so they are safe storage keys. */
const CODE = /^[a-z][a-z0-9-]{0,63}$/;

/**
 * Makes a claim from a decision taken at `now` (epoch milliseconds). Pure.
 *
 * @throws {ClaimsError} `invalid-code` for a code that is not a short lowercase word, `invalid-time` for a
 *   `now` that is not a finite date (both programmer errors)
 * @example
 * createClaim({ code: "my-size", value: "M", description: "Mój rozmiar", now: Date.UTC(2026, 10, 27) });
 * // { code: "my-size", created_at: "2026-11-27T00:00:00.000Z", value: "M", description: "Mój rozmiar" }
 */
export function createClaim<TValue>(input: {
  readonly code: string;
  readonly value: TValue;
  readonly description: string;
  readonly now: number;
}): Claim<TValue> {
  if (!CODE.test(input.code)) throw new ClaimsError({ reason: "invalid-code", value: input.code });
  if (!Number.isFinite(input.now)) throw new ClaimsError({ reason: "invalid-time", value: input.now });
  return {
    code: input.code,
    created_at: new Date(input.now).toISOString(),
    value: input.value,
    description: input.description,
  };
}

/**
 * Reads a stored claim back: anything that is not a well-formed claim (another version's shape, a value
 * edited by hand, a date that does not parse) is `null`, as if the shopper had not decided. Pure.
 *
 * @example
 * readClaim({ code: "my-size", created_at: "2026-11-27T00:00:00.000Z", value: "M", description: "" }); // the claim
 * readClaim({ code: "my-size" }); // null
 */
export function readClaim(raw: unknown): Claim | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { code, created_at, value, description } = raw as Record<string, unknown>;
  if (typeof code !== "string" || !CODE.test(code)) return null;
  if (typeof created_at !== "string" || !Number.isFinite(Date.parse(created_at))) return null;
  if (value === undefined) return null;
  return { code, created_at, value, description: typeof description === "string" ? description : "" };
}

/**
 * The age of a claim in whole milliseconds at `now`; negative when it was made "in the future" (a clock
 * set back). Pure.
 *
 * @example
 * claimAge({ code: "a", created_at: "2026-11-27T00:00:00.000Z", value: 1, description: "" }, Date.UTC(2026, 10, 28)); // 86400000
 */
export function claimAge(claim: Claim, now: number): number {
  return now - Date.parse(claim.created_at);
}
