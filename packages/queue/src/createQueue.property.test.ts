import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSimulatedClock, memoryStorage } from "../test/simulation.js";
import { createQueue, type QueueAppEffect, type TaskExecutor } from "./createQueue.js";
import { activeRuns, type QueueState, storedTasks } from "./queueReducer.js";

type Answer = "200" | "401" | "500" | "network" | "bad-type";
type Refresh = "token" | "null" | "throw";

const scenario = fc.record({
  tasks: fc.array(
    fc.record({
      via: fc.constantFrom("execute", "queue"),
      withToken: fc.boolean(),
      cacheable: fc.boolean(),
      startAt: fc.integer({ min: 0, max: 3000 }),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  answers: fc.array(fc.constantFrom<Answer>("200", "401", "500", "network", "bad-type"), { maxLength: 30 }),
  refreshes: fc.array(fc.constantFrom<Refresh>("token", "null", "throw"), { maxLength: 6 }),
  delays: fc.array(fc.integer({ min: 0, max: 2500 }), { minLength: 1, maxLength: 20 }),
  processAt: fc.array(fc.integer({ min: 0, max: 40_000 }), { maxLength: 4 }),
  offlineWindow: fc.option(
    fc.record({ from: fc.integer({ min: 0, max: 5000 }), to: fc.integer({ min: 0, max: 8000 }) }),
  ),
  autoRefreshTokens: fc.boolean(),
  maxNetworkTaskAttempts: fc.integer({ min: 1, max: 2 }),
});

describe("createQueue (property)", () => {
  it("under any interleaving of 200 / 401 / network errors / refresh outcomes every run settles exactly once and no successful task runs twice", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const clock = createSimulatedClock(0);
        let call = 0;
        let refreshCall = 0;
        const succeeded = new Set<string>();
        const violations: string[] = [];
        const delay = () => s.delays[call % s.delays.length] ?? 0;

        const execute: TaskExecutor = (request) => {
          const taskNo = String(request.params?.n ?? "?");
          if (succeeded.has(taskNo)) violations.push(`task ${taskNo} requested again after a 200`);
          const answer = s.answers[call] ?? "200";
          const wait = delay();
          call++;
          return new Promise((resolve, reject) => {
            clock.setTimeout(() => {
              if (answer === "network") return reject(new TypeError("Failed to fetch"));
              // The transport rejects a non-JSON answer (behaviour.md §11.4) before the queue sees it.
              if (answer === "bad-type") return reject(new Error("Error with response - bad content-type!"));
              if (answer === "200") succeeded.add(taskNo);
              resolve({ code: Number(answer), result: answer === "200" ? "ok" : `code ${answer}` });
            }, wait);
          });
        };
        const refreshToken = () => {
          const outcome = s.refreshes[refreshCall] ?? "token";
          refreshCall++;
          return new Promise<string | null>((resolve, reject) => {
            clock.setTimeout(() => {
              if (outcome === "throw") reject(new Error("refresh failed"));
              else resolve(outcome === "token" ? `fresh-${refreshCall}` : null);
            }, 700);
          });
        };

        const settles = new Map<string, number>();
        const startedRuns = new Set<string>();
        const onEffect = (effect: QueueAppEffect) => {
          if (effect.type === "settle") settles.set(effect.runId, (settles.get(effect.runId) ?? 0) + 1);
        };
        const queue = createQueue({
          execute,
          clock,
          storage: memoryStorage(),
          refreshToken,
          onEffect,
          token: "tok",
          config: {
            autoRefreshTokens: s.autoRefreshTokens,
            maxNetworkTaskAttempts: s.maxNetworkTaskAttempts,
          },
        });
        queue.subscribe((state: QueueState) => {
          for (const run of activeRuns(state)) startedRuns.add(run.runId);
        });

        const executed: { settled: number }[] = [];
        s.tasks.forEach((t, n) => {
          clock.setTimeout(() => {
            const input = {
              endpoint: t.withToken ? "withToken" : "guest",
              params: { n },
              is_result_cacheable: t.cacheable,
              silent: true,
            };
            if (t.via === "execute") {
              const record = { settled: 0 };
              executed.push(record);
              queue.execute(input).then(
                () => record.settled++,
                () => record.settled++,
              );
            } else {
              queue.queue(input);
            }
          }, t.startAt);
        });
        for (const at of s.processAt) clock.setTimeout(() => queue.process(), at);
        if (s.offlineWindow) {
          const { from, to } = s.offlineWindow;
          clock.setTimeout(() => queue.setOnline(false), from);
          clock.setTimeout(() => queue.setOnline(true), Math.max(from, to));
        }

        await clock.advance(500_000);

        expect(violations).toEqual([]);
        expect(clock.pending()).toBe(0);
        expect(activeRuns(queue.getSnapshot())).toEqual([]);
        expect(executed.every((r) => r.settled === 1)).toBe(true);
        for (const id of startedRuns) expect(settles.get(id)).toBe(1);
        for (const count of settles.values()) expect(count).toBe(1);
        // Stored tasks end transmitted (kept only when cacheable) or untransmitted for a later run.
        for (const task of storedTasks(queue.getSnapshot())) {
          expect(task.transmited ? task.is_result_cacheable : true).toBe(true);
        }
        // The refresh lock never stays "in progress" once everything settled.
        expect(queue.getSnapshot().lock).toBeLessThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });
});
