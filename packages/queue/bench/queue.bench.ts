import { bench, describe } from "vitest";
import {
  activeRuns,
  createQueue,
  initialQueueState,
  prepareTask,
  type QueueState,
  queueReducer,
} from "../src/index.js";
import { createSimulatedClock, memoryStorage } from "../test/simulation.js";

const TASKS = 10_000;
const ok = { code: 200, result: "ok" };

describe("10 000 queued tasks", () => {
  bench(
    "createQueue: queue() 10 000 tasks offline, then process them through a fake executor",
    async () => {
      const clock = createSimulatedClock(0);
      let answered = 0;
      const queue = createQueue({
        execute: async () => {
          answered++;
          return ok;
        },
        clock,
        storage: memoryStorage(),
        online: false,
      });
      for (let i = 0; i < TASKS; i++)
        await queue.queue({ endpoint: "stockCheck", query: { sku: `SKU-${i}` } });
      queue.setOnline(true);
      await clock.advance(0);
      while (answered < TASKS || activeRuns(queue.getSnapshot()).length > 0) await clock.advance(0);
    },
    { iterations: 5, warmupIterations: 1 },
  );

  bench(
    "queueReducer: 10 000 execute + responded transitions",
    () => {
      let state: QueueState = initialQueueState();
      for (let i = 0; i < TASKS; i++) {
        const task = prepareTask(
          { endpoint: "stockCheck", query: { sku: `SKU-${i}` } },
          { now: i, taskId: `t${i}` },
        );
        state = queueReducer(state, { type: "execute", runId: `r${i}`, task, now: i }).state;
        state = queueReducer(state, {
          type: "responded",
          runId: `r${i}`,
          request: 1,
          answer: { code: 200, result: "ok" },
          now: i,
        }).state;
      }
    },
    { iterations: 10, warmupIterations: 2 },
  );
});
