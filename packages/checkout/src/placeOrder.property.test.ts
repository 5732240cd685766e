import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aLine, anOrderInput } from "../test/builders.js";
import { buildOrder } from "./buildOrder.js";
import {
  beginOrder,
  completeOrder,
  type Order,
  type OrderSession,
  orderContentHash,
  ordersToTransmit,
  replayOfflineOrder,
} from "./placeOrder.js";

/** What the backend does with one request: answer, or create the order and lose the answer on the way back. */
type ServerOutcome = "200" | "400" | "503" | "lost";

const step = fc.oneof(
  fc.record({
    kind: fc.constant("submit" as const),
    draft: fc.integer({ min: 0, max: 1 }),
    online: fc.boolean(),
    server: fc.constantFrom<ServerOutcome>("200", "400", "503", "lost"),
  }),
  fc.record({
    kind: fc.constant("replay" as const),
    server: fc.constantFrom<ServerOutcome>("200", "400", "503", "lost"),
  }),
);

const drafts = [
  buildOrder(anOrderInput()),
  buildOrder(anOrderInput({ cartLines: [aLine({ sku: "KUR-01-L", checksum: "k" })] })),
];

describe("beginOrder / completeOrder (property)", () => {
  it("retries and offline replays reuse the idempotency key, so the backend never creates two orders for one attempt", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => {
        let now = 1_700_000_000_000;
        let ids = 0;
        let session: OrderSession = {};
        const stored = new Map<string, Order>(); // the client's `orders` collection
        // The backend (api-contract.md §6.2): answers stored per key; created orders per content.
        const answers = new Map<string, { code: number; result: unknown }>();
        const created = new Map<string, string[]>();
        const keysSent = new Map<string, Set<string>>();

        const post = (order: Order, outcome: ServerOutcome): { code: number; result: unknown } | null => {
          const content = orderContentHash(order);
          keysSent.set(content, (keysSent.get(content) ?? new Set()).add(order.order_id));
          const replayed = answers.get(order.order_id);
          if (replayed) return replayed;
          if (outcome === "200" || outcome === "lost") {
            created.set(content, [...(created.get(content) ?? []), order.order_id]);
            answers.set(order.order_id, { code: 200, result: { orderNumber: order.order_id } });
            return outcome === "lost" ? null : { code: 200, result: {} };
          }
          if (outcome === "400") {
            answers.set(order.order_id, { code: 400, result: { message: "invalid" } });
            return { code: 400, result: {} };
          }
          return { code: 503, result: "unavailable" };
        };

        for (const s of steps) {
          now += 1000;
          if (s.kind === "submit") {
            const draft = drafts[s.draft] ?? drafts[0];
            if (!draft) continue;
            const start = beginOrder(session, draft, {
              now,
              online: s.online,
              createOrderId: () => `${now}-0000-4000-8000-${String(++ids).padStart(12, "0")}`,
            });
            session = start.session;
            for (const effect of start.effects)
              if (effect.type === "storeOrder") stored.set(effect.order.order_id, effect.order);
            if (start.outcome !== "send") continue;
            const answer = post(start.order, s.server);
            const end = completeOrder(
              session,
              start.order,
              answer ?? { error: new TypeError("Failed to fetch") },
              {
                now,
                createAccount: false,
                contactEmail: "",
              },
            );
            session = end.session;
            for (const effect of end.effects) {
              if (effect.type === "storeOrder") stored.set(effect.order.order_id, effect.order);
              if (effect.type === "markOrderTransmitted") {
                const record = stored.get(effect.orderId);
                if (record) stored.set(effect.orderId, { ...record, transmited: true });
              }
            }
          } else {
            for (const order of ordersToTransmit([...stored.values()], new Set())) {
              const answer = post(order, s.server);
              if (answer === null) continue; // network error: the order stays queued
              const replay = replayOfflineOrder(order, answer, { now, cartLines: [], contactEmail: "" });
              stored.set(order.order_id, replay.order);
            }
          }
        }

        // One attempt (content) never produces two orders: every retry carried the same key.
        for (const [content, orderIds] of created) expect(orderIds, content).toHaveLength(1);
        // A content hash is only ever sent with a new key after a final 400 (the attempt was forgotten).
        for (const [content, keys] of keysSent) {
          const invalidated = [...keys].filter((key) => answers.get(key)?.code === 400).length;
          expect(keys.size, content).toBeLessThanOrEqual(invalidated + 1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
