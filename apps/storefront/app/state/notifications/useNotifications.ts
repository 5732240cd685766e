import { createContext, useContext } from "react";
import { useSnapshot } from "valtio";
import type { NotificationsStore } from "./notificationsStore";

/** The notifications store of this browser session (created in the root component). */
export const NotificationsContext = createContext<NotificationsStore | null>(null);

/** The store's actions; throws outside the provider (a programming error). */
export function useNotifier(): NotificationsStore {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error("useNotifier must be used inside NotificationsContext");
  return store;
}

/** The current notifications, as a snapshot. */
export function useNotifications() {
  const store = useNotifier();
  return { items: useSnapshot(store.state).items, store };
}
