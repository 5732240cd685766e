import type { OfflineStorageClock } from "../src/index.js";

/** A simulated clock: timers run only when the test advances time. */
export interface ManualClock extends OfflineStorageClock {
  /** Runs every timer due within `ms`, in time order, letting promises settle between them. */
  advance(ms: number): Promise<void>;
  /** Lets pending promise callbacks run without moving time. */
  flush(): Promise<void>;
  /** Timers still waiting. */
  pending(): number;
}

interface Timer {
  readonly id: number;
  readonly at: number;
  readonly callback: () => void;
}

export async function flushPromises(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}

export function createManualClock(start = 1_700_000_000_000): ManualClock {
  let now = start;
  let nextId = 1;
  let timers: Timer[] = [];
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId;
      nextId += 1;
      timers.push({ id, at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    async advance(ms) {
      const end = now + ms;
      await flushPromises();
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((t) => t.id !== due.id);
        now = due.at;
        due.callback();
        await flushPromises();
      }
      now = end;
      await flushPromises();
    },
    flush: () => flushPromises(),
    pending: () => timers.length,
  };
}
