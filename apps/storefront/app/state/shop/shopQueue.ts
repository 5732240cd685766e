import type { OfflineStorage } from "@outlet/offline-storage";
import { createQueue, type Queue, type QueueAppEffect } from "@outlet/queue";
import type { Client } from "@outlet/transport";
import { shopperConfig } from "../../lib/shopperConfig";

/**
 * The session's background queue (behaviour.md §11), created on its first use in the browser: tasks name
 * their endpoint and go out through the transport's `executeTask` (one HTTP path), stored tasks live in
 * the `syncTasks` collection, and a 401 refreshes through the session store's single-flight `refresh()`.
 *
 * @example
 * const queue = createShopQueue({ enabled: true, client, syncTasks, now, online, refresh, token, onEffect });
 * await queue.get()?.queue({ endpoint: "stockCheck", query: { sku } });
 */
export function createShopQueue(input: {
  /** False on the server, where nothing is sent. */
  readonly enabled: boolean;
  readonly client: () => Promise<Client>;
  readonly syncTasks: () => ReturnType<OfflineStorage["collection"]> | null;
  readonly now: () => number;
  readonly online: () => boolean;
  readonly refresh: () => Promise<string | null | undefined>;
  /** The session's token when the queue starts. */
  readonly token: () => string;
  readonly onEffect: (effect: QueueAppEffect) => void;
}) {
  let queue: Queue | null = null;
  return {
    /** The queue, created on the first call; `null` when not enabled. */
    get(): Queue | null {
      if (!input.enabled) return null;
      queue ??= createQueue({
        execute: async (request) => (await input.client()).transport.executeTask(request),
        clock: { now: input.now, setTimeout: (run, ms) => setTimeout(run, ms) },
        storage: {
          setItem: (key, task) =>
            input
              .syncTasks()
              ?.setItem(key, task)
              .then(() => undefined),
          removeItem: (key) => input.syncTasks()?.removeItem(key),
        },
        refreshToken: input.refresh,
        onEffect: input.onEffect,
        config: {
          autoRefreshTokens: shopperConfig.users.autoRefreshTokens,
          maxNetworkTaskAttempts: shopperConfig.queues.maxNetworkTaskAttempts,
        },
        online: input.online(),
        token: input.token(),
      });
      return queue;
    },
    /** The queue when it exists, without creating it. */
    current(): Queue | null {
      return queue;
    },
  };
}
