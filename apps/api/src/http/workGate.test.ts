import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyWorkGate, type WorkGateLimits, type WorkGateState, workGateReducer } from "./workGate.js";

const limits: WorkGateLimits = { concurrency: 2, perClient: 2, queue: 3, maxWaitMs: 1000 };

/** Runs arrivals (client per id) from the empty gate; returns the state and every effect. */
function arrive(clients: readonly string[], now = 0) {
  let state: WorkGateState = emptyWorkGate;
  const effects: unknown[] = [];
  clients.forEach((client, i) => {
    const step = workGateReducer(state, { type: "arrive", id: i + 1, client, now }, limits);
    state = step.state;
    effects.push(...step.effects);
  });
  return { state, effects };
}

describe("workGateReducer", () => {
  it("starts jobs while slots are free, then queues them", () => {
    const { state, effects } = arrive(["a", "b", "c"]);
    expect(effects).toEqual([
      { type: "start", id: 1 },
      { type: "start", id: 2 },
    ]);
    expect(state.running).toBe(2);
    expect(state.waiting).toEqual([{ id: 3, client: "c", since: 0 }]);
  });

  it("sheds a client's third job with 429 while its two are running or waiting", () => {
    const { effects } = arrive(["a", "a", "a"]);
    expect(effects).toEqual([
      { type: "start", id: 1 },
      { type: "start", id: 2 },
      { type: "shed", id: 3, status: 429 },
    ]);
  });

  it("still admits another client while one client is shed", () => {
    const { state, effects } = arrive(["a", "a", "a", "b"]);
    expect(effects.at(-1)).toEqual({ type: "shed", id: 3, status: 429 });
    expect(state.waiting.map((job) => job.client)).toEqual(["b"]);
  });

  it("sheds with 503 once the queue is full", () => {
    const { effects } = arrive(["a", "b", "c", "d", "e", "f"]);
    expect(effects.at(-1)).toEqual({ type: "shed", id: 6, status: 503 });
  });

  it("starts the oldest waiting job when one finishes", () => {
    const { state } = arrive(["a", "b", "c", "d"]);
    const step = workGateReducer(state, { type: "finish", client: "a" }, limits);
    expect(step.effects).toEqual([{ type: "start", id: 3 }]);
    expect(step.state.running).toBe(2);
    expect(step.state.byClient).toEqual({ b: 1, c: 1, d: 1 });
  });

  it("sheds jobs waiting longer than maxWaitMs with 503", () => {
    const { state } = arrive(["a", "b", "c"]);
    expect(workGateReducer(state, { type: "tick", now: 1000 }, limits).effects).toEqual([]);
    const late = workGateReducer(state, { type: "tick", now: 1001 }, limits);
    expect(late.effects).toEqual([{ type: "shed", id: 3, status: 503 }]);
    expect(late.state.byClient).toEqual({ a: 1, b: 1 });
  });

  it("counts a client named __proto__ like any other", () => {
    const { effects } = arrive(["__proto__", "__proto__", "__proto__"]);
    expect(effects.at(-1)).toEqual({ type: "shed", id: 3, status: 429 });
  });
});

describe("workGateReducer (properties)", () => {
  it("never runs more than `concurrency` jobs, nor lets a client hold more than `perClient`", () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant("arrive" as const), client: fc.constantFrom("a", "b", "c", "d") }),
      fc.record({ kind: fc.constant("finish" as const) }),
      fc.record({ kind: fc.constant("tick" as const), advance: fc.integer({ min: 0, max: 1500 }) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        let state: WorkGateState = emptyWorkGate;
        let now = 0;
        let id = 0;
        const running: { id: number; client: string }[] = [];
        const clientOf = new Map<number, string>();
        for (const a of actions) {
          let step: ReturnType<typeof workGateReducer>;
          if (a.kind === "arrive") {
            id++;
            clientOf.set(id, a.client);
            step = workGateReducer(state, { type: "arrive", id, client: a.client, now }, limits);
          } else if (a.kind === "finish") {
            const done = running.shift();
            if (!done) continue;
            step = workGateReducer(state, { type: "finish", client: done.client }, limits);
          } else {
            now += a.advance;
            step = workGateReducer(state, { type: "tick", now }, limits);
          }
          state = step.state;
          for (const effect of step.effects)
            if (effect.type === "start")
              running.push({ id: effect.id, client: clientOf.get(effect.id) ?? "" });
          expect(state.running).toBe(running.length);
          expect(state.running).toBeLessThanOrEqual(limits.concurrency);
          expect(state.waiting.length).toBeLessThanOrEqual(limits.queue);
          for (const count of Object.values(state.byClient))
            expect(count).toBeLessThanOrEqual(limits.perClient);
        }
      }),
    );
  });
});
