import type { Customer } from "@outlet/transport";
import type { UserSession } from "./createUserSession";
import type { UserState } from "./userStoreDeps";

/**
 * `startSession` (behaviour.md §12.1), client only, once: the stored profile, token and order history
 * assigned (a refresh token earlier versions stored is dropped), then the profile and history reloaded.
 *
 * @example
 * await startUserSession(session);
 */
export async function startUserSession(session: UserSession): Promise<void> {
  const { deps, state, persist, log } = session;
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
    if (history && typeof history === "object") state.ordersHistory = history as UserState["ordersHistory"];
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
    await session.me({ useCache: true });
    await session.orderHistory();
  } catch (error) {
    log("session start failed", error);
  }
}
