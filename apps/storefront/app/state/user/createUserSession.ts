import type { Customer } from "@outlet/transport";
import { proxy } from "valtio";
import { shopperConfig } from "../../lib/shopperConfig";
import { mergeOrderHistory } from "./mergeOrderHistory";
import type { UserState, UserStoreDeps } from "./userStoreDeps";

/**
 * The running part of the session store (behaviour.md §12.1): the proxy, its persistence in the `user`
 * collection, and the calls every account action builds on — `me`, `orderHistory`, `login`, `logout`,
 * the single-flight `refresh`. Made by `createUserSession`; `createUserStore` adds the account actions.
 */
export type UserSession = ReturnType<typeof createUserSession>;

/**
 * Creates the session core of one browser session: see {@link UserSession}.
 *
 * @example
 * const session = createUserSession(deps); await session.login({ username, password });
 */
export function createUserSession(deps: UserStoreDeps) {
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
    const token = state.token;
    if (!token) return;
    const result = await (await deps.client()).user.orderHistory({
      pageSize: shopperConfig.orderHistoryPageSize,
      currentPage: page,
    });
    // a session ended meanwhile (a failed log-in's profile, a logout) keeps no one's orders
    if (state.token !== token) return;
    state.ordersHistory = mergeOrderHistory(state.ordersHistory, result, page);
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
      // side by side, not one after the other (issue 32: registering waited ~5 s on a chain of requests);
      // the order history needs only the token
      await Promise.all([
        me({ useCache: false }),
        orderHistory().catch((error: unknown) => log("order history failed", error)),
      ]);
    } catch (error) {
      await clearUser();
      throw error;
    }
  }

  /**
   * `refresh` (behaviour.md §12.1) as one flight for every caller: `POST user/refresh` with the stored
   * refresh token; the new pair is stored. A failure signs the shopper out silently and opens the
   * sign-up modal (behaviour.md §11.5).
   */
  function refresh(): Promise<string | null> {
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
  }

  return {
    deps,
    state,
    log,
    persist,
    session,
    setTokens,
    setProfile,
    orderHistory,
    me,
    clearUser,
    logout,
    login,
    refresh,
  };
}
