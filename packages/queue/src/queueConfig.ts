/**
 * Settings of the queue (behaviour.md §1 "Configuration defaults"). Every field has a default in
 * {@link defaultQueueConfig}.
 *
 * @example
 * ```ts
 * const config: Partial<QueueConfig> = { autoRefreshTokens: true, maxNetworkTaskAttempts: 1 };
 * ```
 */
export interface QueueConfig {
  /** `users.autoRefreshTokens`: a 401 refreshes the token and retries. @default true */
  readonly autoRefreshTokens: boolean;
  /** `queues.maxNetworkTaskAttempts`: refreshes allowed before the refresh is given up. @default 1 */
  readonly maxNetworkTaskAttempts: number;
  /** How long a task waits while another task refreshes the token. @default 1000 */
  readonly lockRetryMs: number;
  /** Waits before a task gives up on a refresh that never ends (behaviour.md §11.5). @default 30 */
  readonly maxLockWaits: number;
  /** `syncTasks.disablePersistentTaskQueue`: queued tasks are kept in memory only. @default true */
  readonly disablePersistentTaskQueue: boolean;
}

/**
 * The shop's queue defaults.
 *
 * @example
 * ```ts
 * const config: QueueConfig = { ...defaultQueueConfig, maxNetworkTaskAttempts: 2 };
 * ```
 */
export const defaultQueueConfig: QueueConfig = {
  autoRefreshTokens: true,
  maxNetworkTaskAttempts: 1,
  lockRetryMs: 1000,
  maxLockWaits: 30,
  disablePersistentTaskQueue: true,
};
