import type { AuthProvider } from "ra-core";
import { adminFetch } from "../api/adminFetch";
import {
  currentSession,
  loadSession,
  rememberSession,
  STAFF_ROLE_LABELS,
  type StaffSessionView,
} from "./staffSession";

/** What the sign-in form sends: the one-time code only when the account has a second factor. */
export interface StaffCredentials {
  readonly email: string;
  readonly password: string;
  readonly otp?: string;
}

/** The path of the forced password change (a one-time password's session may do nothing else). */
export const PASSWORD_CHANGE_PATH = "/zmiana-hasla";

/**
 * react-admin's auth provider over the staff session (after-sales-and-law.md §7): the HttpOnly
 * SameSite=Strict cookie is set and sent by the browser, the CSRF token is kept in memory, and a session
 * opened with a one-time password is sent to the password change first.
 */
export const authProvider: AuthProvider = {
  async login(credentials: StaffCredentials) {
    const view = rememberSession(
      await adminFetch<StaffSessionView>("/api/admin/session/login", { method: "POST", body: credentials }),
    );
    return view?.mustChangePassword ? { redirectTo: PASSWORD_CHANGE_PATH } : undefined;
  },
  async logout() {
    if (currentSession() !== null) {
      try {
        await adminFetch("/api/admin/session/logout", { method: "POST" });
      } catch {
        // an expired session is logged out already
      }
    }
    rememberSession(null);
  },
  async checkAuth() {
    const view = currentSession() ?? (await loadSession());
    if (view === null) throw new Error("Zaloguj się, aby kontynuować.");
  },
  async checkError(error: { status?: number; body?: { reason?: string | null } }) {
    if (error.status === 401) {
      rememberSession(null);
      throw new Error("Sesja wygasła. Zaloguj się ponownie.");
    }
    if (error.status === 403 && error.body?.reason === "password_change_required") {
      throw { redirectTo: PASSWORD_CHANGE_PATH, logoutUser: false, message: false };
    }
  },
  async getIdentity() {
    const view = currentSession() ?? (await loadSession());
    if (view === null) throw new Error("Zaloguj się, aby kontynuować.");
    return { id: view.staff.id, fullName: `${view.staff.email} · ${STAFF_ROLE_LABELS[view.staff.role]}` };
  },
  async getPermissions() {
    const view = currentSession() ?? (await loadSession());
    return view?.staff.role ?? null;
  },
};
