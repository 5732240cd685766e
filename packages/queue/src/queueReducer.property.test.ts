import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activeRuns,
  initialQueueState,
  type QueueAction,
  type QueueEffect,
  type QueueState,
  queueReducer,
} from "./queueReducer.js";
import { prepareTask } from "./queueTask.js";

type Outcome = "200" | "401" | "500" | "network" | "bad-type" | "token" | "no-token";

const command = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("execute" as const), withToken: fc.boolean() }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant("store" as const),
      withToken: fc.boolean(),
      cacheable: fc.boolean(),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant("process" as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("online" as const), online: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("login" as const) }), weight: 1 },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("resolve" as const),
      pick: fc.nat(),
      // 401 weighted up so that refreshes overlap with other tasks' answers often.
      outcome: fc.constantFrom<Outcome>(
        "200",
        "401",
        "401",
        "401",
        "500",
        "network",
        "bad-type",
        "token",
        "no-token",
      ),
    }),
  },
);

type Pending = Extract<QueueEffect, { type: "request" | "wait" | "refreshToken" }>;

describe("queueReducer (property)", () => {
  it("whatever order answers, waits and refreshes arrive in, every run settles once, a refresh is single-flight and no task runs again after a 200", () => {
    fc.assert(
      fc.property(
        fc.array(command, { minLength: 1, maxLength: 60 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 2 }),
        (commands, autoRefreshTokens, maxNetworkTaskAttempts) => {
          let state: QueueState = initialQueueState({
            token: "tok",
            config: { autoRefreshTokens, maxNetworkTaskAttempts },
          });
          let now = 0;
          let ids = 0;
          const pending: Pending[] = [];
          // Refreshes started before a login belong to the old session (the reducer ignores their outcome).
          const stale = new Set<Pending>();
          const started = new Set<string>();
          const settles = new Map<string, number>();
          const succeeded = new Set<string>();
          const violations: string[] = [];
          const taskOfRun = new Map<string, string>();

          const apply = (action: QueueAction) => {
            const result = queueReducer(state, action);
            state = result.state;
            for (const run of activeRuns(state)) {
              started.add(run.runId);
              taskOfRun.set(run.runId, run.task.task_id);
            }
            for (const effect of result.effects) {
              if (effect.type === "request") {
                const taskId = taskOfRun.get(effect.runId) ?? "";
                if (succeeded.has(taskId)) violations.push(`${taskId} requested again after a 200`);
              }
              if (effect.type === "request" || effect.type === "wait" || effect.type === "refreshToken")
                pending.push(effect);
              if (effect.type === "settle") {
                started.add(effect.runId);
                settles.set(effect.runId, (settles.get(effect.runId) ?? 0) + 1);
              }
            }
            const current = pending.filter((e) => e.type === "refreshToken" && !stale.has(e));
            if (current.length > 1) violations.push("two refreshes in flight");
          };

          const resolve = (effect: Pending, outcome: Outcome) => {
            now += 1000;
            if (effect.type === "wait") return apply({ type: "waitElapsed", runId: effect.runId, now });
            if (effect.type === "refreshToken") {
              const token = outcome === "no-token" || outcome === "network" ? null : `fresh-${now}`;
              return apply({ type: "tokenRefreshed", runId: effect.runId, token, now });
            }
            const { runId, request } = effect;
            if (outcome === "network")
              return apply({ type: "requestFailed", runId, request, detail: "offline" });
            // The executor (the transport) rejects a non-JSON answer before the queue sees it.
            if (outcome === "bad-type")
              return apply({
                type: "requestFailed",
                runId,
                request,
                detail: "Error with response - bad content-type!",
              });
            const code = outcome === "401" ? 401 : outcome === "500" ? 500 : 200;
            const inFlight = activeRuns(state).find((run) => run.runId === runId);
            if (code === 200 && inFlight?.phase === "in-flight" && inFlight.request === request)
              succeeded.add(inFlight.task.task_id);
            return apply({
              type: "responded",
              runId,
              request,
              answer: { code, result: "x" },
              now,
            });
          };

          for (const c of commands) {
            const endpoint = (withToken: boolean) => (withToken ? "userMe" : "stockCheck");
            switch (c.kind) {
              case "execute":
                apply({
                  type: "execute",
                  runId: `e${++ids}`,
                  task: prepareTask({ endpoint: endpoint(c.withToken) }, { now, taskId: `t${ids}` }),
                  now,
                });
                break;
              case "store":
                apply({
                  type: "stored",
                  task: prepareTask(
                    { endpoint: endpoint(c.withToken), is_result_cacheable: c.cacheable },
                    { now, taskId: `s${++ids}` },
                  ),
                  now,
                });
                break;
              case "process":
                apply({ type: "process", now });
                break;
              case "online":
                apply({ type: "setOnline", online: c.online, now });
                break;
              case "login":
                for (const effect of pending) if (effect.type === "refreshToken") stale.add(effect);
                apply({ type: "setToken", token: "tok" });
                apply({ type: "resetTokenLock" });
                break;
              case "resolve": {
                if (pending.length === 0) break;
                const [effect] = pending.splice(c.pick % pending.length, 1);
                if (effect) resolve(effect, c.outcome);
              }
            }
          }
          // Drain: answer everything that is still outstanding (200s, fresh tokens, elapsed waits).
          for (let guard = 0; pending.length > 0; guard++) {
            if (guard > 20_000) throw new Error("the queue does not settle");
            const effect = pending.shift();
            if (effect) resolve(effect, effect.type === "refreshToken" ? "token" : "200");
          }

          expect(violations).toEqual([]);
          expect(activeRuns(state)).toEqual([]);
          expect(state.lock).toBeLessThanOrEqual(0);
          for (const runId of started) expect(settles.get(runId), runId).toBe(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
