import type { Client, Customer, OrderHistory } from "@outlet/transport";
import type { ProfileNotice } from "./profileNotices";

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
  /**
   * Queues the profile update (`POST user/me`, `store:user/handleUpdateProfile`, behaviour.md §12.3); its
   * answer shows `notice` (the queue callback of `profileUpdateAction(notice)`).
   */
  readonly queueProfileUpdate?: (customer: Record<string, unknown>, notice: ProfileNotice) => Promise<void>;
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
