import type { OfflineStorage } from "@outlet/offline-storage";
import type { NotificationInput } from "../notifications/notificationsStore";

/**
 * The browser parts the services run on; absent on the server, where nothing is loaded or sent.
 *
 * @example
 * const runtime: BrowserRuntime = browserRuntime();
 */
export interface BrowserRuntime {
  readonly storage: OfflineStorage;
  readonly fetch: typeof fetch;
  readonly online: () => boolean;
  /** Resolves once the browser has painted (the cart's add waits for the frame showing its busy button). */
  readonly afterPaint?: () => Promise<void>;
  /** Resolves in a task of its own (`lib/yieldToMain.ts`): long work after it no longer lengthens the task before. */
  readonly yieldToMain?: () => Promise<void>;
  /**
   * Runs `leave` when the page is left (`pagehide`): the cart's storage writes waiting for a paint are made,
   * then the storage journals what IndexedDB has not committed.
   */
  readonly onLeave?: (leave: () => void) => void;
  /**
   * Whether the page has begun to go (a navigation to another document began in the last few seconds, and
   * no `pageshow` since): the navigation cancels the page's requests, and a request cut off that way got no
   * answer that says anything of the server.
   */
  readonly leaving?: () => boolean;
  /**
   * Marks a request whose cut-off `leaving` must recognise, for as long as it is out; returns the release.
   * (Navigations the page does not begin are seen only while one is held.)
   */
  readonly holdLeaving?: () => () => void;
  readonly randomUUID: () => string;
  /** Cross-tab messages (behaviour.md §9.4); the services post storage changes and receive others'. */
  readonly channel: {
    postMessage(message: unknown): void;
    onmessage: ((event: { data: unknown }) => void) | null;
  } | null;
  /**
   * Empties the service worker's cache of personal responses (cart, user, order: `clearShopperCache`);
   * run on logout so a shared device serves none of them offline afterwards.
   */
  readonly clearShopperCache?: () => Promise<unknown>;
  /** The tab's `sessionStorage` (the start-page record is sent once per browser session), when usable. */
  readonly session?: Pick<Storage, "getItem" | "setItem"> | null;
  /** The address the tab's document was first loaded from (the session's start page). */
  readonly startUrl?: () => string;
  /** A lock shared by the shop's tabs (Web Locks API), when the browser has one. */
  readonly withLock?: <TResult>(name: string, task: () => Promise<TResult>) => Promise<TResult>;
}

/**
 * A notification spawner (the notifications store's `spawn`).
 *
 * @example
 * const spawn: Spawn = (notification) => notifications.spawn(notification);
 */
export type Spawn = (notification: NotificationInput) => unknown;
