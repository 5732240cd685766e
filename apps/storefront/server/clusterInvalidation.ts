import type { Worker } from "node:cluster";
import { randomUUID } from "node:crypto";
import type { PageCacheStore } from "./outputCache/cachedPage";

/** Messages between a worker and the primary about one invalidation. */
type InvalidationMessage =
  | { readonly type: "outlet:invalidate"; readonly id: string; readonly tags: readonly string[] }
  | { readonly type: "outlet:invalidate-run"; readonly id: string; readonly tags: readonly string[] }
  | { readonly type: "outlet:invalidated"; readonly id: string; readonly dropped: number }
  | { readonly type: "outlet:invalidate-done"; readonly id: string; readonly dropped: number };

/**
 * Worker side of a cluster-wide invalidation with in-memory caches: runs every invalidation the primary
 * relays on this worker's store, and returns the function `/invalidate` calls, which resolves once every
 * worker has dropped the pages (so the very next request, whichever worker takes it, renders anew).
 */
export function workerInvalidation(store: PageCacheStore): (tags: readonly string[]) => Promise<number> {
  const pending = new Map<string, (dropped: number) => void>();
  process.on("message", (message: InvalidationMessage) => {
    if (message?.type === "outlet:invalidate-run")
      store.invalidate(message.tags).then(
        (dropped) => process.send?.({ type: "outlet:invalidated", id: message.id, dropped }),
        () => process.send?.({ type: "outlet:invalidated", id: message.id, dropped: 0 }),
      );
    else if (message?.type === "outlet:invalidate-done") {
      pending.get(message.id)?.(message.dropped);
      pending.delete(message.id);
    }
  });
  return (tags) =>
    new Promise((resolve) => {
      const id = randomUUID();
      pending.set(id, resolve);
      process.send?.({ type: "outlet:invalidate", id, tags });
    });
}

/**
 * Primary side: when `worker` asks for an invalidation, every live worker runs it, and `worker` is told
 * once all have answered (or died).
 */
export function relayInvalidations(worker: Worker, workers: () => readonly Worker[]): void {
  worker.on("message", (message: InvalidationMessage) => {
    if (message?.type !== "outlet:invalidate") return;
    const targets = workers().filter((candidate) => candidate.isConnected());
    let waiting = targets.length;
    let dropped = 0;
    const done = () => {
      if (worker.isConnected()) worker.send({ type: "outlet:invalidate-done", id: message.id, dropped });
    };
    if (waiting === 0) return done();
    for (const target of targets) {
      const onAnswer = (answer: InvalidationMessage) => {
        if (answer?.type !== "outlet:invalidated" || answer.id !== message.id) return;
        settle(answer.dropped);
      };
      const onExit = () => settle(0);
      const settle = (count: number) => {
        target.off("message", onAnswer);
        target.off("exit", onExit);
        dropped += count;
        waiting -= 1;
        if (waiting === 0) done();
      };
      target.on("message", onAnswer);
      target.once("exit", onExit);
      target.send({ type: "outlet:invalidate-run", id: message.id, tags: message.tags });
    }
  });
}
