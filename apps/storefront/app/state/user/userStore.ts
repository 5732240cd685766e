import type { Customer } from "@outlet/transport";
import { createUserSession } from "./createUserSession";
import { type ProfileNotice, profileNoticeMessage } from "./profileNotices";
import { startUserSession } from "./startUserSession";
import { changeUserPassword, createUserPassword, resetUserPassword } from "./userPasswords";
import type { UserState, UserStoreDeps } from "./userStoreDeps";

export type { ProfileNotice } from "./profileNotices";
export type {
  PasswordChange,
  PasswordChangeFields,
  SessionNotification,
  UserCollection,
  UserState,
  UserStoreDeps,
} from "./userStoreDeps";

const PROFILE_FIELDS = ["firstname", "lastname", "email", "addresses"] as const;

/**
 * The session store (behaviour.md §12): start, login, register, single-flight token refresh, logout,
 * profile, order history and passwords. One per browser session; the server renders the logged-out state.
 * The session core (`createUserSession`) holds the state and the calls the actions build on.
 *
 * @example
 * const user = createUserStore(deps); await user.start(); await user.login({ username, password });
 */
export function createUserStore(deps: UserStoreDeps) {
  const session = createUserSession(deps);
  const { state } = session;
  const notifySaved = (notice: ProfileNotice): void => {
    const message = profileNoticeMessage(notice);
    if (message) deps.notify({ type: "success", message });
  };

  return {
    state,
    isLoggedIn: () => state.current !== null,
    /** `startSession` (behaviour.md §12.1), client only, once. */
    start: (): Promise<void> => startUserSession(session),
    login: session.login,
    logout: session.logout,
    me: session.me,
    orderHistory: session.orderHistory,
    refresh: session.refresh,

    /**
     * Social sign-in (behaviour.md §12.1): success is code 200 only; the session is then refreshed without
     * cache, and a failed refresh clears the user.
     */
    async loginWithProvider(input: { type: "google" | "facebook"; token: string }): Promise<void> {
      const opened = await (await session.session()).user.loginWithProvider(input);
      session.setTokens(opened.token, opened.refreshToken);
      try {
        await session.me({ useCache: false });
      } catch (error) {
        await session.clearUser();
        throw error;
      }
    },

    /** `register` then login (behaviour.md §12.1: "the UI logs in afterwards on code 200"). */
    async register(input: { email: string; firstname: string; lastname: string; password: string }) {
      await (await deps.client()).user.create({
        customer: { email: input.email, firstname: input.firstname, lastname: input.lastname },
        password: input.password,
      });
      await session.login({ username: input.email, password: input.password });
    },

    /**
     * `update(profile)` (behaviour.md §12.3): only the allowed fields, through the queue. `notice`: what
     * the saved change tells the shopper ({@link ProfileNotice}; default the profile form's "Dane konta
     * zostały zaktualizowane"); `quiet` is `notice: "none"` (an update the shopper did not make on the
     * account page, such as the invoice details saved with an order).
     */
    async updateProfile(
      customer: Customer | Record<string, unknown>,
      options: { readonly quiet?: boolean; readonly notice?: ProfileNotice } = {},
    ): Promise<void> {
      const notice: ProfileNotice = options.quiet === true ? "none" : (options.notice ?? "profile");
      const fields = new Map(Object.entries(customer));
      const body: Record<string, unknown> = {};
      for (const key of PROFILE_FIELDS) if (fields.get(key) !== undefined) body[key] = fields.get(key);
      if (deps.queueProfileUpdate) {
        await deps.queueProfileUpdate(body, notice);
        return;
      }
      // the profile form and the address book send the whole customer: its names and e-mail are there
      const text = (key: string): string => {
        const value = fields.get(key);
        return typeof value === "string" ? value : "";
      };
      const addresses = fields.get("addresses");
      const updated = await (await deps.client()).user.updateMe({
        firstname: text("firstname"),
        lastname: text("lastname"),
        email: text("email"),
        ...(Array.isArray(addresses) ? { addresses } : {}),
      });
      session.setProfile(updated);
      notifySaved(notice);
    },

    /**
     * `store:user/handleUpdateProfile`: the queued update's answer (behaviour.md §12.3), with the notice
     * its update was queued with.
     */
    handleUpdateProfile(
      task: { resultCode?: unknown; result?: unknown },
      notice: ProfileNotice = "profile",
    ): void {
      if (Number.parseInt(String(task.resultCode), 10) !== 200) return;
      session.setProfile(task.result as Customer);
      notifySaved(notice);
    },

    /** `changePassword` (behaviour.md §12.3): see {@link changeUserPassword}. */
    changePassword: (input: { currentPassword: string; newPassword: string }) =>
      changeUserPassword(session, input),
    /** `resetPassword` (behaviour.md §12.3): blocked offline; failure says so. */
    resetPassword: (email: string): Promise<boolean> => resetUserPassword(session, email),
    /** `createPassword` (behaviour.md §12.3), logging in afterwards (`loginAfterCreatePassword`). */
    createPassword: (input: { email: string; resetToken: string; newPassword: string }): Promise<void> =>
      createUserPassword(session, input),

    closeSignupModal(): void {
      state.signupModal = false;
    },

    /**
     * A session change made in another tab (kept in step without writing it back): the token, the rotated
     * refresh token (a stale one would revoke the whole session family, api-contract.md S7) and the profile.
     * The cart follows through its own keys, so the other tab's login is not authorised twice.
     */
    applyRemote(key: string, value: unknown): void {
      if (key === "current-token") {
        const token = typeof value === "string" ? value : "";
        if (token === state.token) return;
        state.token = token;
        deps.onToken?.(token);
        if (!token) state.current = null;
      } else if (key === "current-user") {
        state.current = value && typeof value === "object" ? (value as Customer) : null;
      } else if (key === "orders-history") {
        state.ordersHistory =
          value && typeof value === "object" ? (value as UserState["ordersHistory"]) : null;
      }
    },
  };
}

/**
 * The session store type.
 *
 * @example
 * const user: UserStore = createUserStore(deps);
 */
export type UserStore = ReturnType<typeof createUserStore>;
