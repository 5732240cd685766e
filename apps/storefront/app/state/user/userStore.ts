import type { Client, Customer, OrderHistory } from "@outlet/transport";
import { proxy } from "valtio";
import { shopperConfig } from "../../lib/shopperConfig";

/**
 * A notification the session spawns (behaviour.md §12: the spec's English keys).
 *
 * @example
 * const note: SessionNotification = { type: "success", message: "You're logged out" };
 */
export interface SessionNotification {
  readonly type: "success" | "error" | "info" | "warning";
  readonly message: string;
}

/**
 * The persistence of the `user` collection (behaviour.md §12.1).
 *
 * @example
 * const collection: UserCollection = storage.collection("user");
 */
export interface UserCollection {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<unknown>;
}

/**
 * What the session needs from the rest of the app.
 *
 * @example
 * const deps: UserStoreDeps = { client, collection: () => null, online: () => true, notify, afterLogin, afterLogout };
 */
export interface UserStoreDeps {
  readonly client: () => Promise<Client>;
  /**
   * The client whose login, social sign-in, refresh and logout go to the shop's own `/session/*` endpoints
   * (issue 17): the refresh token then lives in an HttpOnly cookie and never in this store or the browser's
   * storage. @default the API client (`client`), with the refresh token kept in memory only
   */
  readonly session?: () => Promise<Client>;
  readonly collection: () => UserCollection | null;
  readonly online: () => boolean;
  readonly notify: (notification: SessionNotification) => void;
  /**
   * `user-after-loggedin` (behaviour.md §12.1). `fresh` is true after an explicit login (the cart is then
   * re-authorised with summed quantities) and false when a stored session is restored at start.
   */
  readonly afterLogin: (profile: Customer, context: { readonly fresh: boolean }) => Promise<void>;
  /** `user-after-logout`: cart disconnected and cleared, wishlist, compare and checkout details cleared. */
  readonly afterLogout: () => Promise<void>;
  /** Resets the queue's refresh lock and hands it the token (behaviour.md §11.5). */
  readonly onToken?: (token: string) => void;
  /** Queues the profile update (`POST user/me`, `store:user/handleUpdateProfile`, behaviour.md §12.3). */
  readonly queueProfileUpdate?: (customer: Record<string, unknown>, quiet: boolean) => Promise<void>;
  readonly log?: (message: string, detail?: unknown) => void;
  /**
   * Runs `task` under a lock shared by every tab of the shop (the Web Locks API in the browser), so a token
   * refresh is single-flight across tabs (api-contract.md §1.4). @default runs the task directly
   */
  readonly withLock?: <TResult>(name: string, task: () => Promise<TResult>) => Promise<TResult>;
}

/**
 * The session state (behaviour.md §12.1). `isLoggedIn ⇔ current !== null`.
 *
 * @example
 * useSnapshot(user.state).current?.email; // "anna@example.pl" when logged in
 */
export interface UserState {
  /** The access token (also in the `user` collection, so tabs and reloads share it). */
  token: string;
  /** The refresh token when no session endpoint holds it (tests, `session` unset); never persisted. */
  refreshToken: string;
  current: Customer | null;
  ordersHistory: { items: OrderHistory["items"]; total: number; page: number } | null;
  sessionStarted: boolean;
  /** The sign-up modal after a failed token refresh (behaviour.md §11.5). */
  signupModal: boolean;
}

const PROFILE_FIELDS = ["firstname", "lastname", "email", "addresses"] as const;

/**
 * The password-change fields a refusal can point at (api-contract.md §4.11 issue paths).
 *
 * @example
 * const fields: PasswordChangeFields = { currentPassword: "Obecne hasło jest nieprawidłowe." };
 */
export type PasswordChangeFields = Readonly<Partial<Record<"currentPassword" | "newPassword", string>>>;

/**
 * The outcome of `changePassword`: done, or refused with the server's messages for its fields.
 *
 * @example
 * const outcome: PasswordChange = { ok: false, fields: { currentPassword: "Obecne hasło jest nieprawidłowe." } };
 */
export type PasswordChange =
  | { readonly ok: true }
  | { readonly ok: false; readonly fields: PasswordChangeFields };

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The session store (behaviour.md §12): start, login, register, single-flight token refresh, logout,
 * profile, order history and passwords. One per browser session; the server renders the logged-out state.
 *
 * @example
 * const user = createUserStore(deps); await user.start(); await user.login({ username, password });
 */
export function createUserStore(deps: UserStoreDeps) {
  const state = proxy<UserState>({
    token: "",
    refreshToken: "",
    current: null,
    ordersHistory: null,
    sessionStarted: false,
    signupModal: false,
  });
  const log = deps.log ?? (() => {});
  let refreshing: Promise<string | null> | null = null;

  const session = deps.session ?? deps.client;
  const persist = (key: string, value: unknown) => {
    deps
      .collection()
      ?.setItem(key, value)
      .catch((error: unknown) => log("user write failed", error));
  };

  function setTokens(token: string, refreshToken?: string): void {
    state.token = token;
    persist("current-token", token);
    // The refresh token stays out of the browser's storage (issue 17); with the session endpoints it is
    // not even seen here (undefined).
    if (refreshToken !== undefined) state.refreshToken = refreshToken;
    deps.onToken?.(token);
  }

  function setProfile(profile: Customer | null): void {
    state.current = profile;
    persist("current-user", profile);
  }

  async function orderHistory(page = 1): Promise<void> {
    if (!state.token) return;
    const result = await (await deps.client()).user.orderHistory({
      pageSize: shopperConfig.orderHistoryPageSize,
      currentPage: page,
    });
    const known = page > 1 && state.ordersHistory ? state.ordersHistory.items : [];
    // behaviour.md §12.3: "load more" de-duplicates by increment_id, existing entries first.
    const seen = new Set(known.map((order) => order.increment_id));
    const items = [...known, ...result.items.filter((order) => !seen.has(order.increment_id))];
    state.ordersHistory = { items, total: Number(result.total_count), page };
    persist("orders-history", state.ordersHistory);
  }

  async function me(options: { useCache?: boolean } = {}): Promise<void> {
    if (!state.token) return;
    const cached = options.useCache && state.current ? state.current : null;
    if (cached)
      void deps
        .afterLogin(cached, { fresh: false })
        .catch((error: unknown) => log("after login failed", error));
    if (!deps.online()) return;
    const profile = await (await deps.client()).user.me();
    setProfile(profile);
    if (!cached) await deps.afterLogin(profile, { fresh: !options.useCache });
  }

  async function clearUser(): Promise<void> {
    state.token = "";
    state.refreshToken = "";
    state.current = null;
    state.ordersHistory = null;
    persist("current-token", null);
    persist("current-user", null);
    persist("orders-history", null);
    deps.onToken?.("");
  }

  async function logout(options: { silent?: boolean } = {}): Promise<void> {
    const refreshToken = state.refreshToken;
    await clearUser();
    // The session endpoint reads the token from its cookie and clears the cookie.
    if (refreshToken || deps.session)
      await (await session()).user.logout(refreshToken).catch(() => undefined);
    await deps.afterLogout();
    if (!options.silent) deps.notify({ type: "success", message: "You're logged out" });
  }

  async function login(credentials: { username: string; password: string }): Promise<void> {
    const opened = await (await session()).user.login(credentials);
    setTokens(opened.token, opened.refreshToken);
    try {
      await me({ useCache: false });
      await orderHistory().catch((error: unknown) => log("order history failed", error));
    } catch (error) {
      await clearUser();
      throw error;
    }
  }

  return {
    state,
    isLoggedIn: () => state.current !== null,

    /** `startSession` (behaviour.md §12.1), client only, once. */
    async start(): Promise<void> {
      const collection = deps.collection();
      if (collection) {
        const [user, token, history] = await Promise.all([
          collection.getItem("current-user"),
          collection.getItem("current-token"),
          collection.getItem("orders-history"),
        ]);
        // Earlier versions kept the refresh token here: it is dropped (the session cookie replaces it).
        persist("current-refresh-token", null);
        if (user && typeof user === "object") state.current = user as Customer;
        if (history && typeof history === "object")
          state.ordersHistory = history as UserState["ordersHistory"];
        if (typeof token === "string" && token) {
          state.token = token;
          deps.onToken?.(token);
        }
      }
      state.sessionStarted = true;
      if (!state.token) {
        state.current = null;
        return;
      }
      try {
        await me({ useCache: true });
        await orderHistory();
      } catch (error) {
        log("session start failed", error);
      }
    },

    login,
    logout,
    me,
    orderHistory,

    /**
     * `refresh` (behaviour.md §12.1) as one flight for every caller: `POST user/refresh` with the stored
     * refresh token; the new pair is stored. A failure signs the shopper out silently and opens the
     * sign-up modal (behaviour.md §11.5).
     */
    refresh(): Promise<string | null> {
      const rejected = state.token;
      const withLock = deps.withLock ?? (<TResult>(_name: string, task: () => Promise<TResult>) => task());
      refreshing ??= withLock("outlet-token-refresh", async () => {
        const hadSession = Boolean(state.token);
        // Another tab refreshed while this one waited for the lock: its new pair reached this tab already.
        if (state.token && state.token !== rejected) return state.token;
        try {
          if (!state.refreshToken && !deps.session) throw new Error("no refresh token");
          // With the session endpoints the cookie carries the refresh token (rotated there).
          const next = await (await session()).user.refresh(state.refreshToken);
          setTokens(next.token, next.refreshToken ?? state.refreshToken);
          return next.token;
        } catch (error) {
          log("token refresh failed", error);
          if (hadSession) {
            await logout({ silent: true });
            state.signupModal = true;
          }
          return null;
        }
      }).finally(() => {
        refreshing = null;
      });
      return refreshing;
    },

    /**
     * Social sign-in (behaviour.md §12.1): success is code 200 only; the session is then refreshed without
     * cache, and a failed refresh clears the user.
     */
    async loginWithProvider(input: { type: "google" | "facebook"; token: string }): Promise<void> {
      const opened = await (await session()).user.loginWithProvider(input);
      setTokens(opened.token, opened.refreshToken);
      try {
        await me({ useCache: false });
      } catch (error) {
        await clearUser();
        throw error;
      }
    },

    /** `register` then login (behaviour.md §12.1: "the UI logs in afterwards on code 200"). */
    async register(input: { email: string; firstname: string; lastname: string; password: string }) {
      await (await deps.client()).user.create({
        customer: { email: input.email, firstname: input.firstname, lastname: input.lastname },
        password: input.password,
      });
      await login({ username: input.email, password: input.password });
    },

    /**
     * `update(profile)` (behaviour.md §12.3): only the allowed fields, through the queue. `quiet`: no
     * "Dane konta zostały zaktualizowane" (an update the shopper did not make on the account page, such as
     * the invoice details saved with an order).
     */
    async updateProfile(
      customer: Customer | Record<string, unknown>,
      options: { readonly quiet?: boolean } = {},
    ): Promise<void> {
      const quiet = options.quiet === true;
      const body: Record<string, unknown> = {};
      for (const key of PROFILE_FIELDS)
        if ((customer as Record<string, unknown>)[key] !== undefined)
          body[key] = (customer as Record<string, unknown>)[key];
      if (deps.queueProfileUpdate) {
        await deps.queueProfileUpdate(body, quiet);
        return;
      }
      const updated = await (await deps.client()).user.updateMe(
        body as Parameters<Client["user"]["updateMe"]>[0],
      );
      setProfile(updated);
      if (!quiet) deps.notify({ type: "success", message: "Account data has successfully been updated" });
    },

    /** `store:user/handleUpdateProfile`: the queued update's answer (behaviour.md §12.3). */
    handleUpdateProfile(task: { resultCode?: unknown; result?: unknown }, quiet = false): void {
      if (Number.parseInt(String(task.resultCode), 10) !== 200) return;
      setProfile(task.result as Customer);
      if (!quiet) deps.notify({ type: "success", message: "Account data has successfully been updated" });
    },

    /**
     * `changePassword` (behaviour.md §12.3): blocked offline; logs in again with the new password. A
     * refusal shows the server's message (transactions.md §8); its issues at `currentPassword` or
     * `newPassword` (a wrong current password, the password policy) come back for those fields.
     */
    async changePassword(input: { currentPassword: string; newPassword: string }): Promise<PasswordChange> {
      if (!deps.online()) {
        deps.notify({ type: "error", message: "Reset password feature does not work while offline!" });
        return { ok: false, fields: {} };
      }
      const email = state.current?.email ?? "";
      try {
        await (await deps.client()).user.changePassword(input);
      } catch (error) {
        const apiError = (error as { apiError?: { message?: string; issues?: unknown } }).apiError;
        const issues = (Array.isArray(apiError?.issues) ? apiError.issues : []) as {
          path?: unknown;
          message?: unknown;
        }[];
        const fields: Mutable<PasswordChangeFields> = {};
        for (const issue of issues)
          if (
            (issue.path === "currentPassword" || issue.path === "newPassword") &&
            typeof issue.message === "string"
          )
            fields[issue.path] ??= issue.message;
        // The field's own words say more than the form-wide "Popraw zaznaczone pola.".
        const message =
          fields.currentPassword ??
          fields.newPassword ??
          apiError?.message ??
          "Error while changing the password";
        deps.notify({ type: "error", message });
        return { ok: false, fields };
      }
      // The change revoked every session (api-contract §4.11): log in again before saying so, so that a page
      // opened after the message already has the new session (the old token would end in the sign-up modal).
      try {
        await login({ username: email, password: input.newPassword });
      } finally {
        deps.notify({ type: "success", message: "Password has successfully been changed" });
      }
      return { ok: true };
    },

    /** `resetPassword` (behaviour.md §12.3): blocked offline; failure says so. */
    async resetPassword(email: string): Promise<boolean> {
      if (!deps.online()) {
        deps.notify({ type: "error", message: "Reset password feature does not work while offline!" });
        return false;
      }
      try {
        await (await deps.client()).user.resetPassword(email);
        return true;
      } catch {
        deps.notify({ type: "error", message: "Error while sending reset password e-mail" });
        return false;
      }
    },

    /** `createPassword` (behaviour.md §12.3), logging in afterwards (`loginAfterCreatePassword`). */
    async createPassword(input: { email: string; resetToken: string; newPassword: string }): Promise<void> {
      await (await deps.client()).user.createPassword(input);
      if (shopperConfig.users.loginAfterCreatePassword)
        await login({ username: input.email, password: input.newPassword });
    },

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
