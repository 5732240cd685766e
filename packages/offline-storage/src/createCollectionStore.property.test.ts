import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ManualClock } from "../test/manualClock.js";
import { createManualClock } from "../test/manualClock.js";
import type { OfflineStorageDriver, StoredRecord } from "./index.js";
import { createCollectionStore, createMemoryDriver, isOfflineStorageError } from "./index.js";

/** How one driver call ends: after `delay` ms it succeeds, fails, hits the quota, or it never answers. */
type Answer =
  | { readonly kind: "ok" | "error" | "quota"; readonly delay: number }
  | { readonly kind: "hang" }
  | { readonly kind: "yield-then"; readonly delay: number; readonly after: "ok" | "error" | "hang" };

const answerArb: fc.Arbitrary<Answer> = fc.oneof(
  fc.record({ kind: fc.constantFrom("ok", "error", "quota"), delay: fc.integer({ min: 0, max: 3000 }) }),
  fc.constant({ kind: "hang" } as const),
  fc.record({
    kind: fc.constant("yield-then" as const),
    delay: fc.integer({ min: 0, max: 3000 }),
    after: fc.constantFrom("ok", "error", "hang"),
  }),
);

type Op =
  | { readonly type: "get"; readonly key: string; readonly gap: number; readonly cb: boolean }
  | {
      readonly type: "set";
      readonly key: string;
      readonly value: number;
      readonly memoryOnly: boolean;
      readonly gap: number;
      readonly cb: boolean;
    }
  | { readonly type: "remove"; readonly key: string; readonly gap: number }
  | { readonly type: "iterate"; readonly stopAt: number; readonly gap: number; readonly cb: boolean };

const keyArb = fc.constantFrom("a", "b", "c");
const gapArb = fc.integer({ min: 0, max: 1200 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant("get" as const), key: keyArb, gap: gapArb, cb: fc.boolean() }),
  fc.record({
    type: fc.constant("set" as const),
    key: keyArb,
    value: fc.integer({ min: 0, max: 3 }),
    memoryOnly: fc.boolean(),
    gap: gapArb,
    cb: fc.boolean(),
  }),
  fc.record({ type: fc.constant("remove" as const), key: keyArb, gap: gapArb }),
  fc.record({
    type: fc.constant("iterate" as const),
    stopAt: fc.integer({ min: 0, max: 4 }),
    gap: gapArb,
    cb: fc.boolean(),
  }),
);

/** An independent copy of JSON data for the expectations (keeps -0, unlike a JSON round trip). */
function copyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJson);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyJson(v)]));
  }
  return value;
}

const quotaError = () => Object.assign(new Error("full"), { name: "QuotaExceededError" });

/** A driver whose every call follows the next scripted answer, timed on the simulated clock. */
function scriptedDriver(clock: ManualClock, answers: readonly Answer[]): OfflineStorageDriver {
  const backing = createMemoryDriver();
  let next = 0;
  const take = (): Answer => {
    const answer = answers[next % answers.length] ?? { kind: "ok", delay: 0 };
    next += 1;
    return answer;
  };
  const answer = <T>(run: () => Promise<T>, onYield?: () => void): Promise<T> => {
    const a = take();
    return new Promise<T>((resolve, reject) => {
      if (a.kind === "hang") return;
      clock.setTimeout(() => {
        if (a.kind === "yield-then") {
          onYield?.();
          if (a.after === "hang") return;
          if (a.after === "error") reject(new Error("driver error"));
          else run().then(resolve, reject);
          return;
        }
        if (a.kind === "error") reject(new Error("driver error"));
        else if (a.kind === "quota") reject(quotaError());
        else run().then(resolve, reject);
      }, a.delay);
    });
  };
  return {
    get: (c, k) => answer(() => backing.get(c, k)),
    set: (c, k, r) => answer(() => backing.set(c, k, r)),
    remove: (c, k) => answer(() => backing.remove(c, k)),
    iterate: (c, visit) =>
      answer(
        () => backing.iterate(c, visit),
        () => {
          visit({ value: "yielded", updated_at: 0, expires_at: null }, "z");
        },
      ),
    clear: (keep) => answer(() => backing.clear(keep)),
    reopen: () => answer(() => backing.reopen()),
  };
}

describe("createCollectionStore (properties)", () => {
  it("settles every promise and calls every callback at most once, whatever the driver does", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(answerArb, { minLength: 1, maxLength: 12 }),
        fc.array(opArb, { minLength: 1, maxLength: 12 }),
        async (answers, ops) => {
          const clock = createManualClock();
          const store = createCollectionStore({
            db: "shop",
            collection: "products",
            driver: scriptedDriver(clock, answers),
            clock,
          });
          const results: { type: Op["type"]; settled: boolean; rejected: unknown; calls: number }[] = [];
          for (const op of ops) {
            const result = { type: op.type, settled: false, rejected: undefined as unknown, calls: 0 };
            results.push(result);
            const cb = () => {
              result.calls += 1;
            };
            let promise: Promise<unknown>;
            switch (op.type) {
              case "get":
                promise = store.getItem(op.key, op.cb ? cb : undefined);
                break;
              case "set":
                promise = store.setItem(op.key, { v: op.value }, op.cb ? cb : undefined, op.memoryOnly);
                break;
              case "remove":
                promise = store.removeItem(op.key);
                break;
              case "iterate":
                promise = store.iterate(
                  (_v, _k, n) => (n === op.stopAt ? n : undefined),
                  op.cb ? cb : undefined,
                );
                break;
            }
            promise.then(
              () => {
                result.settled = true;
              },
              (error: unknown) => {
                result.settled = true;
                result.rejected = error ?? "rejected";
              },
            );
            await clock.advance(op.gap);
          }
          await clock.advance(60_000);
          for (const r of results) {
            expect(r.settled).toBe(true);
            expect(r.calls).toBeLessThanOrEqual(1);
            if (r.type === "get" || r.type === "iterate") expect(r.rejected).toBeUndefined();
            if (r.rejected !== undefined) expect(isOfflineStorageError(r.rejected)).toBe(true);
          }
          // Every timer ended: nothing of the store is left waiting.
          expect(clock.pending()).toBe(0);
        },
      ),
    );
  });

  it("reads back deep-equal copies that never share an object with the written value", async () => {
    const objectsOf = (value: unknown, into = new Set<object>()): Set<object> => {
      if (typeof value === "object" && value !== null && !into.has(value)) {
        into.add(value);
        for (const child of Object.values(value)) objectsOf(child, into);
      }
      return into;
    };
    const sharesAnObject = (a: unknown, b: unknown): boolean => {
      const seen = objectsOf(a);
      return [...objectsOf(b)].some((o) => seen.has(o));
    };
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 3 }), { minKeys: 1, maxKeys: 5 }),
        fc.boolean(),
        async (value, viaPersistence) => {
          const clock = createManualClock();
          const driver = createMemoryDriver();
          const snapshot = copyJson(value);
          const writer = createCollectionStore({ db: "shop", collection: "products", driver, clock });
          const written = await writer.setItem("k", value);
          // A fresh store has an empty memory cache, so it reads through the driver.
          const reader = viaPersistence
            ? createCollectionStore({ db: "shop", collection: "products", driver, clock })
            : writer;
          const first = await reader.getItem("k");
          const second = await reader.getItem("k");
          const record: StoredRecord | undefined = driver.peek("products", "k");
          expect(first).toEqual(snapshot);
          expect(second).toEqual(snapshot);
          expect(written).toEqual(snapshot);
          expect(record?.value).toEqual(snapshot);
          expect(sharesAnObject(value, first)).toBe(false);
          expect(sharesAnObject(value, written)).toBe(false);
          expect(sharesAnObject(first, second)).toBe(false);
          // Changing what the caller holds changes nothing stored.
          (value as Record<string, unknown>).__changed = true;
          (first as Record<string, unknown>).__changed = true;
          expect(await reader.getItem("k")).toEqual(snapshot);
          const iterated = await reader.iterate((v) => v);
          expect(iterated).toEqual(snapshot);
          expect(sharesAnObject(first, iterated)).toBe(false);
        },
      ),
    );
  });

  it("visits memory entries first in insertion order and numbers every visit 1, 2, 3, …", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 8 }),
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 8 }),
        async (memoryKeys, persistedKeys) => {
          const clock = createManualClock();
          const driver = createMemoryDriver();
          for (const key of persistedKeys)
            await driver.set("products", key, { value: 1, updated_at: 1, expires_at: null });
          const store = createCollectionStore({ db: "shop", collection: "products", driver, clock });
          for (const key of memoryKeys) await store.setItem(key, 2, undefined, true);
          const visits: [string, number][] = [];
          await store.iterate((_v, key, n) => {
            visits.push([key, n]);
            return undefined;
          });
          const persistedOnly = [...persistedKeys].filter((k) => !memoryKeys.includes(k)).sort();
          expect(visits.map(([k]) => k)).toEqual([...memoryKeys, ...persistedOnly]);
          expect(visits.map(([, n]) => n)).toEqual(visits.map((_, i) => i + 1));
        },
      ),
    );
  });
});
