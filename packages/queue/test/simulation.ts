import type { QueueClock } from "../src/index.js";

/** A clock whose time moves only when the test says so. Timers fire in time order, then by creation. */
export interface SimulatedClock extends QueueClock {
  /** Moves time forward, firing due timers and letting promise callbacks run in between. */
  advance(ms: number): Promise<void>;
  /** Number of timers not yet fired. */
  pending(): number;
}

/** Lets every queued promise callback run. */
export async function flushMicrotasks(rounds = 30): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

export function createSimulatedClock(start = 1_700_000_000_000): SimulatedClock {
  let time = start;
  let sequence = 0;
  const timers: { at: number; sequence: number; callback: () => void }[] = [];
  return {
    now: () => time,
    setTimeout(callback, ms) {
      timers.push({ at: time + Math.max(0, ms), sequence: ++sequence, callback });
      return sequence;
    },
    pending: () => timers.length,
    async advance(ms) {
      const until = time + ms;
      await flushMicrotasks();
      for (;;) {
        timers.sort((a, b) => a.at - b.at || a.sequence - b.sequence);
        const next = timers[0];
        if (!next || next.at > until) break;
        timers.shift();
        time = next.at;
        next.callback();
        await flushMicrotasks();
      }
      time = until;
      await flushMicrotasks();
    },
  };
}

/** In-memory `syncTasks` storage that records its calls. */
export function memoryStorage() {
  const items = new Map<string, unknown>();
  return {
    items,
    setItem: async (key: string, value: unknown) => {
      items.set(key, value);
    },
    removeItem: async (key: string) => {
      items.delete(key);
    },
  };
}
