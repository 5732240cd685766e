import { type NotificationsAction, type NotificationsState, notificationsReducer } from "@outlet/checkout";
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

/**
 * A notifications store (behaviour.md §13.4): a thin valtio shell over `notificationsReducer` from
 * `@outlet/checkout`, which owns the rules (a spawn equal to the last message is ignored; removal after
 * `timeToLive || 5000` ms unless `hasNoTimeout`, returned as `scheduleRemoval` effects). The shell only
 * keeps the reducer's state in a proxy `{ items }` and runs its effects with the injected clock. One store
 * per browser session (created in the root component, handed down by context), never a server singleton.
 *
 * @example
 * const store = createNotificationsStore({ setTimeout, newId: () => crypto.randomUUID() });
 * store.spawn({ type: "warning", message: "…", action1: { label: "OK" } });
 * store.state.items; // [{ id: "…", type: "warning", message: "…", action1: { label: "OK" } }]
 */
export function createNotificationsStore(env: NotificationsEnvironment) {
  const state = proxy<{ items: ShopNotification[] }>({ items: [] });
  let current: NotificationsState = { notifications: [] };
  const dispatch = (action: NotificationsAction) => {
    const result = notificationsReducer(current, action);
    if (result.state !== current) {
      current = result.state;
      state.items = current.notifications.map((item) => ({ ...item }) as ShopNotification);
    }
    for (const effect of result.effects) {
      env.setTimeout(() => dispatch({ type: "removeById", id: effect.id }), effect.ms);
    }
    return result.spawned as ShopNotification | null;
  };
  return {
    state,
    /**
     * Adds a notification unless the last one has the same message (then `undefined`); it is removed by
     * its id after `timeToLive || 5000` ms unless `hasNoTimeout`.
     */
    spawn(input: NotificationInput): ShopNotification | undefined {
      return dispatch({ type: "spawn", notification: input, generatedId: env.newId() }) ?? undefined;
    },
    /** Removes the entry at `index` (0 included), or the last one when `index` is undefined. */
    remove(index?: number) {
      dispatch(index === undefined ? { type: "remove" } : { type: "remove", index });
    },
    /** Removes the entry with this id; unknown ids are ignored. */
    removeById(id: string) {
      dispatch({ type: "removeById", id });
    },
  };
}

/** The notifications store type. */
export type NotificationsStore = ReturnType<typeof createNotificationsStore>;
