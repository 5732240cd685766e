import type { CartNotification } from "./types.js";

/**
 * A DiffLog party status (behaviour §9.13).
 *
 * @example
 * const status: DiffStatus = "wrong-qty";
 */
export type DiffStatus = "no-item" | "wrong-qty" | "update-required" | "no-changes";

/**
 * One DiffLog entry: which side lacks or disagrees about a line.
 *
 * @example
 * const party: DiffParty = { party: "server", status: "wrong-qty", sku: "A", "client-qty": 2, "server-qty": 1 };
 */
export interface DiffParty {
  readonly party: "client" | "server";
  readonly status: DiffStatus;
  readonly sku?: string;
  readonly "client-qty"?: unknown;
  readonly "server-qty"?: unknown;
}

/**
 * A server answer recorded in the DiffLog: `{status: resultCode, sku, result}` (behaviour §9.12).
 *
 * @example
 * const entry: DiffServerResponse = { status: 200, sku: "A", result: { item_id: 1 } };
 */
export interface DiffServerResponse {
  readonly status: number | string | null;
  readonly sku: string | undefined;
  readonly result: unknown;
}

/**
 * The DiffLog of behaviour §9.13 as immutable data.
 *
 * @example
 * const log: DiffLog = { items: [], serverResponses: [], clientNotifications: [] };
 */
export interface DiffLog {
  readonly items: readonly DiffParty[];
  readonly serverResponses: readonly DiffServerResponse[];
  readonly clientNotifications: readonly CartNotification[];
}

const EMPTY: DiffLog = { items: [], serverResponses: [], clientNotifications: [] };

/**
 * An empty DiffLog. Pure.
 *
 * @example
 * isDiffLogEmpty(createDiffLog()); // true
 */
export function createDiffLog(): DiffLog {
  return EMPTY;
}

/**
 * Appends a client party. Pure: returns a new log.
 *
 * @example
 * pushClientParty(createDiffLog(), { status: "no-item", sku: "A" }).items[0]; // { party: "client", status: "no-item", sku: "A" }
 */
export function pushClientParty(log: DiffLog, party: Omit<DiffParty, "party">): DiffLog {
  return { ...log, items: [...log.items, { party: "client", ...party }] };
}

/**
 * Appends a server party. Pure: returns a new log.
 *
 * @example
 * pushServerParty(createDiffLog(), { status: "no-item", sku: "A" }).items[0]?.party; // "server"
 */
export function pushServerParty(log: DiffLog, party: Omit<DiffParty, "party">): DiffLog {
  return { ...log, items: [...log.items, { party: "server", ...party }] };
}

/**
 * Appends a server response. Pure: returns a new log.
 *
 * @example
 * pushServerResponse(createDiffLog(), { status: 200, sku: "A", result: true }).serverResponses.length; // 1
 */
export function pushServerResponse(log: DiffLog, response: DiffServerResponse): DiffLog {
  return { ...log, serverResponses: [...log.serverResponses, response] };
}

/**
 * Appends one or more notifications for the UI to spawn. Pure: returns a new log.
 *
 * @example
 * pushNotifications(createDiffLog(), [cartNotification("error", "x")]).clientNotifications.length; // 1
 */
export function pushNotifications(log: DiffLog, notifications: readonly CartNotification[]): DiffLog {
  if (notifications.length === 0) return log;
  return { ...log, clientNotifications: [...log.clientNotifications, ...notifications] };
}

/**
 * Concatenates the three lists of two logs, `a` first. Pure.
 *
 * @example
 * mergeDiffLogs(createDiffLog(), pushClientParty(createDiffLog(), { status: "no-changes" })).items.length; // 1
 */
export function mergeDiffLogs(a: DiffLog, b: DiffLog): DiffLog {
  if (isDiffLogEmpty(b)) return a;
  if (isDiffLogEmpty(a)) return b;
  return {
    items: [...a.items, ...b.items],
    serverResponses: [...a.serverResponses, ...b.serverResponses],
    clientNotifications: [...a.clientNotifications, ...b.clientNotifications],
  };
}

/**
 * True iff all three lists are empty (behaviour §9.13, decision). Pure.
 *
 * @example
 * isDiffLogEmpty(createDiffLog()); // true
 */
export function isDiffLogEmpty(log: DiffLog): boolean {
  return log.items.length === 0 && log.serverResponses.length === 0 && log.clientNotifications.length === 0;
}
