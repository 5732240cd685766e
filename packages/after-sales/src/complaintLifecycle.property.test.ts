import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ComplaintCommand, openComplaint, transitionComplaint } from "./complaintLifecycle.js";
import { COMPLAINT_GROUNDS, COMPLAINT_REMEDIES } from "./complaintRemedy.js";

const ONE = { qty: 1, withdrawnQty: 0 } as const;
const received = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) });
const command: fc.Arbitrary<ComplaintCommand> = fc.oneof(
  fc.record({ type: fc.constant("accept" as const), remedy: fc.constantFrom(...COMPLAINT_REMEDIES) }),
  fc.record({ type: fc.constant("reject" as const), reason: fc.string({ maxLength: 30 }) }),
  fc.constant({ type: "lapse" as const }),
);
const actor = fc.constantFrom(
  { kind: "system" } as const,
  { kind: "staff", role: "owner" } as const,
  { kind: "staff", role: "customer_service" } as const,
  { kind: "staff", role: "warehouse" } as const,
);

describe("transitionComplaint (properties)", () => {
  it("answers a complaint at most once, and only with a staff answer before the deadline or the law's after it", () => {
    fc.assert(
      fc.property(
        received,
        fc.array(fc.tuple(command, actor, fc.integer({ min: 0, max: 20 * 86_400_000 })), { maxLength: 8 }),
        (at, steps) => {
          const opened = openComplaint(
            {
              deliveredOn: "2025-12-31",
              units: ONE,
              description: "Zamek się zacina",
              remedy: "replacement",
              ground: null,
            },
            Math.max(at, Date.UTC(2026, 0, 1)),
          );
          fc.pre(opened.ok);
          if (!opened.ok) return;
          let complaint = opened.complaint;
          let answers = 0;
          for (const [cmd, who, later] of steps) {
            const now = complaint.receivedAt + later;
            const result = transitionComplaint(complaint, cmd, who, now);
            if (!result.ok) continue;
            answers += 1;
            if (now > complaint.deadlineAt) expect(result.complaint.answer?.by).toBe("system");
            else expect(result.complaint.answer?.by).toBe("staff");
            expect(result.effects.filter((e) => e.type === "mail_shopper")).toHaveLength(1);
            complaint = result.complaint;
          }
          expect(answers).toBeLessThanOrEqual(1);
          expect(complaint.status === "submitted").toBe(answers === 0);
        },
      ),
    );
  });

  it("never lets a price reduction or withdrawal through without a ground", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMPLAINT_REMEDIES),
        fc.option(fc.constantFrom(...COMPLAINT_GROUNDS), { nil: null }),
        (remedy, ground) => {
          const result = openComplaint(
            {
              deliveredOn: "2026-11-20",
              units: ONE,
              description: "Odpadł guzik przy kieszeni",
              remedy,
              ground,
            },
            Date.UTC(2026, 10, 29),
          );
          const first = remedy === "repair" || remedy === "replacement";
          expect(result.ok).toBe(first || ground !== null);
          if (result.ok) expect(result.complaint.ground).toBe(first ? null : ground);
        },
      ),
    );
  });
});
