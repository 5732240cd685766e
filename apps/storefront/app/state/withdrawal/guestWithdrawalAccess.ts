/** The `sessionStorage` key under which the footer form's access to one order is kept. */
export const GUEST_WITHDRAWAL_KEY = "outlet.withdrawal.guest";

/**
 * What the footer's guest form got from the API (issue 26): the order number and its short-lived
 * withdrawal token with its expiry. Never the e-mail: the token alone proves the pair was right.
 */
export interface GuestWithdrawalAccess {
  readonly order_number: string;
  readonly token: string;
  /** ISO 8601; after it the API answers the token like an unknown order. */
  readonly expires_at: string;
}

/**
 * Keeps the access in the tab's session storage, so a reload of `/odstapienie` shows the same form; a
 * storage that refuses (private mode, quota) only loses that convenience.
 *
 * @example
 * saveGuestWithdrawalAccess(window.sessionStorage, { order_number: "000000042", token, expires_at });
 */
export function saveGuestWithdrawalAccess(
  storage: Pick<Storage, "setItem"> | null,
  access: GuestWithdrawalAccess,
): void {
  try {
    storage?.setItem(GUEST_WITHDRAWAL_KEY, JSON.stringify(access));
  } catch {
    // nothing kept: the shopper identifies again after a reload
  }
}

/**
 * The kept access when it is well-formed and not yet expired at `now`, otherwise `null` (and an expired or
 * broken entry is removed). Pure apart from that removal.
 *
 * @example
 * readGuestWithdrawalAccess(window.sessionStorage, Date.now()); // { order_number: "000000042", … } | null
 */
export function readGuestWithdrawalAccess(
  storage: Pick<Storage, "getItem" | "removeItem"> | null,
  now: number,
): GuestWithdrawalAccess | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(GUEST_WITHDRAWAL_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  const access = parseAccess(raw);
  if (access !== null && Date.parse(access.expires_at) > now) return access;
  forgetGuestWithdrawalAccess(storage);
  return null;
}

/**
 * Forgets the kept access ("Sprawdź inne zamówienie", or an access the API no longer accepts).
 *
 * @example
 * forgetGuestWithdrawalAccess(window.sessionStorage);
 */
export function forgetGuestWithdrawalAccess(storage: Pick<Storage, "removeItem"> | null): void {
  try {
    storage?.removeItem(GUEST_WITHDRAWAL_KEY);
  } catch {
    // nothing to forget in a storage that cannot be used
  }
}

function parseAccess(raw: string): GuestWithdrawalAccess | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { order_number, token, expires_at } = value as Record<string, unknown>;
    if (typeof order_number !== "string" || !/^\d{1,20}$/.test(order_number)) return null;
    if (typeof token !== "string" || token.length === 0 || token.length > 256) return null;
    if (typeof expires_at !== "string" || Number.isNaN(Date.parse(expires_at))) return null;
    return { order_number, token, expires_at };
  } catch {
    return null;
  }
}
