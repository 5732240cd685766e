import type { StaffRole } from "@outlet/contract";
import { adminFetch, setCsrfToken } from "../api/adminFetch";

/** What the API's log-in, "me" and password-change routes answer about the signed-in staff member. */
export interface StaffSessionView {
  readonly staff: { readonly id: number; readonly email: string; readonly role: StaffRole };
  readonly csrfToken: string | null;
  readonly mustChangePassword: boolean;
  readonly totpEnabled: boolean;
  readonly expiresAt: string | null;
}

let current: StaffSessionView | null = null;

/** Remembers the session (and its CSRF token for the writes). */
export function rememberSession(view: StaffSessionView | null): StaffSessionView | null {
  current = view;
  setCsrfToken(view?.csrfToken ?? null);
  return view;
}

/** The session last seen, without asking the API. */
export function currentSession(): StaffSessionView | null {
  return current;
}

/** Asks the API who is signed in (`GET /api/admin/session/me`); `null` when nobody is. */
export async function loadSession(): Promise<StaffSessionView | null> {
  try {
    return rememberSession(await adminFetch<StaffSessionView>("/api/admin/session/me"));
  } catch (error) {
    if (typeof error === "object" && error !== null && "status" in error && error.status === 401)
      return rememberSession(null);
    throw error;
  }
}

/** The Polish names of the staff roles (after-sales-and-law.md §1). */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: "Właściciel",
  customer_service: "Obsługa klienta",
  warehouse: "Magazyn",
};
