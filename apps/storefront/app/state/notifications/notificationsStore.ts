import { proxy } from "valtio";

/** A notification (behaviour.md §0): `{ id, type, message, action1, action2?, hasNoTimeout?, timeToLive? }`. */
export interface ShopNotification {
  readonly id: string;
  readonly type: "success" | "warning" | "error" | "info";
  readonly message: string;
  readonly action1: { readonly label: string };
  readonly action2?: { readonly label: string; readonly href?: string };
  readonly hasNoTimeout?: boolean;
  readonly timeToLive?: number;
}

/** What a caller spawns: a notification without an id (one is generated), or with its own. */
export type NotificationInput = Omit<ShopNotification, "id"> & { readonly id?: string };

/** The scheduling and ids the store uses; injected so tests run on a simulated clock. */
export interface NotificationsEnvironment {
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly newId: () => string;
}

/** The default time to live of a notification (catalogue.md §9: 5 000 ms). */
export const NOTIFICATION_TTL_MS = 5000;

/**
 * A notifications store (behaviour.md §13.4): a valtio proxy `{ items }` and its actions. One store per
 * browser session (created in the root component, handed down by context), never a server singleton.
 *
 * @example
 * const store = createNotificationsStore({ setTimeout, newId: () => crypto.randomUUID() });
 * store.spawn({ type: "warning", message: "…", action1: { label: "OK" } });
 */
export function createNotificationsStore(env: NotificationsEnvironment) {
  const state = proxy<{ items: ShopNotification[] }>({ items: [] });
  const removeById = (id: string) => {
    const index = state.items.findIndex((item) => item.id === id);
    if (index >= 0) state.items.splice(index, 1);
  };
  return {
    state,
    /**
     * Adds a notification unless the last one has the same message; removes it by the same id after
     * `timeToLive || 5000` ms unless `hasNoTimeout` (behaviour.md §13.4).
     */
    spawn(input: NotificationInput): ShopNotification | undefined {
      const last = state.items[state.items.length - 1];
      if (last && last.message === input.message) return undefined;
      const notification: ShopNotification = { ...input, id: input.id ?? env.newId() };
      state.items.push(notification);
      if (!notification.hasNoTimeout) {
        env.setTimeout(() => removeById(notification.id), notification.timeToLive || NOTIFICATION_TTL_MS);
      }
      return notification;
    },
    /** Removes the entry at `index` (0 included), or the last one when `index` is undefined. */
    remove(index?: number) {
      if (index === undefined) state.items.pop();
      else if (index >= 0 && index < state.items.length) state.items.splice(index, 1);
    },
    removeById,
  };
}

/** The notifications store type. */
export type NotificationsStore = ReturnType<typeof createNotificationsStore>;
