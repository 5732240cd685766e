/**
 * A notification (behaviour.md §0, transactions.md §3).
 *
 * @example
 * ```ts
 * const notification: Notification = { type: "success", message: "You're logged out", action1: { label: "OK" } };
 * ```
 */
export interface Notification {
  readonly id?: string;
  readonly type: "success" | "warning" | "error" | "info";
  readonly message: string;
  readonly action1?: { readonly label: string };
  readonly action2?: { readonly label: string };
  readonly hasNoTimeout?: boolean;
  /** Milliseconds before it is removed. @default 5000 */
  readonly timeToLive?: number;
  /**
   * What the notification is about (say `cart-line:KOS-0047`): a newer notification with the same topic
   * replaces the older ones, so the shopper reads only the latest outcome of one thing (issue 12).
   */
  readonly topic?: string;
  readonly [key: string]: unknown;
}

/**
 * A notification in the list: it always has an id.
 *
 * @example
 * ```ts
 * const shown: ShownNotification = { type: "info", message: "Order waiting!", id: "n1" };
 * ```
 */
export type ShownNotification = Notification & { readonly id: string };

/**
 * The notification list.
 *
 * @example
 * ```ts
 * const state: NotificationsState = initialNotificationsState();
 * ```
 */
export interface NotificationsState {
  readonly notifications: readonly ShownNotification[];
}

/**
 * Everything that can happen to the list (behaviour.md §13.4).
 *
 * @example
 * ```ts
 * const action: NotificationsAction = { type: "removeById", id: "n1" };
 * ```
 */
export type NotificationsAction =
  /** Show a notification; `generatedId` is used when it has no `id` (ids are passed in: no randomness here). */
  | { readonly type: "spawn"; readonly notification: Notification; readonly generatedId: string }
  /** Remove by index; without an index, the last one. */
  | { readonly type: "remove"; readonly index?: number }
  | { readonly type: "removeById"; readonly id: string };

/**
 * Schedule `removeById(id)` after `ms` milliseconds; the app runs it with its clock.
 *
 * @example
 * ```ts
 * for (const effect of result.effects) setTimeout(() => dispatch({ type: "removeById", id: effect.id }), effect.ms);
 * ```
 */
export interface ScheduleRemovalEffect {
  readonly type: "scheduleRemoval";
  readonly id: string;
  readonly ms: number;
}

/**
 * The notification lifetime (transactions.md §9).
 *
 * @example
 * ```ts
 * NOTIFICATION_TTL_MS; // 5000
 * ```
 */
export const NOTIFICATION_TTL_MS = 5000;

/**
 * The empty list.
 *
 * @example
 * ```ts
 * initialNotificationsState().notifications; // []
 * ```
 */
export function initialNotificationsState(): NotificationsState {
  return { notifications: [] };
}

/**
 * The notification list as a pure reducer (behaviour.md §13.4). A spawn whose message equals the last
 * entry's is ignored (`spawned: null`); otherwise it is pushed with its id (or `generatedId`) and,
 * unless `hasNoTimeout`, a `scheduleRemoval` effect of `timeToLive || 5000` ms by that same id is
 * returned. `remove` takes an index (0 included) or the last one; `removeById` ignores unknown ids.
 *
 * @example
 * ```ts
 * const { state, effects } = notificationsReducer(initialNotificationsState(), {
 *   type: "spawn", notification: { type: "success", message: "You're logged out" }, generatedId: "n1" });
 * effects; // [{ type: "scheduleRemoval", id: "n1", ms: 5000 }]
 * ```
 */
export function notificationsReducer(
  state: NotificationsState,
  action: NotificationsAction,
): {
  readonly state: NotificationsState;
  readonly effects: readonly ScheduleRemovalEffect[];
  readonly spawned: ShownNotification | null;
} {
  const list = state.notifications;
  switch (action.type) {
    case "spawn": {
      const last = list[list.length - 1];
      if (last && last.message === action.notification.message) return { state, effects: [], spawned: null };
      const shown: ShownNotification = {
        ...action.notification,
        id: action.notification.id ?? action.generatedId,
      };
      const effects: ScheduleRemovalEffect[] = shown.hasNoTimeout
        ? []
        : [{ type: "scheduleRemoval", id: shown.id, ms: shown.timeToLive || NOTIFICATION_TTL_MS }];
      const kept = shown.topic === undefined ? list : list.filter((n) => n.topic !== shown.topic);
      return { state: { notifications: [...kept, shown] }, effects, spawned: shown };
    }
    case "remove": {
      const index = action.index ?? list.length - 1;
      if (index < 0 || index >= list.length) return { state, effects: [], spawned: null };
      return { state: { notifications: list.filter((_, i) => i !== index) }, effects: [], spawned: null };
    }
    case "removeById": {
      if (!list.some((n) => n.id === action.id)) return { state, effects: [], spawned: null };
      return { state: { notifications: list.filter((n) => n.id !== action.id) }, effects: [], spawned: null };
    }
  }
}

/**
 * A product alert event as a notification: the given lifetime or 5000 ms, and an OK action that
 * closes it (transactions.md §4 "Notifications"). Pure.
 *
 * @example
 * ```ts
 * productAlertNotification({ type: "warning", message: "Ostatnie sztuki!" }).timeToLive; // 5000
 * ```
 */
export function productAlertNotification(alert: {
  readonly type: Notification["type"];
  readonly message: string;
  readonly timeToLive?: number;
}): Notification {
  return {
    type: alert.type,
    message: alert.message,
    timeToLive: alert.timeToLive ?? NOTIFICATION_TTL_MS,
    action1: { label: "OK" },
  };
}
