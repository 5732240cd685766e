import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { complaintAllowed, openComplaint } from "./complaintLifecycle.js";

const NOW = Date.UTC(2026, 10, 29, 10); // Sunday 29 November 2026, 11:00 Warsaw
const ONE = { qty: 1, withdrawnQty: 0 } as const;
const OPEN = { id: 3, reference: "REK/2026/3" } as const;

describe("a second complaint on the same line", () => {
  it("is refused while the first waits for the shop's answer, naming it", () => {
    expect(complaintAllowed("2026-11-20", NOW, ONE, OPEN)).toEqual({
      ok: false,
      reason: "already_open",
      message: "Reklamacja tego produktu jest już rozpatrywana (nr REK/2026/3).",
      openComplaint: OPEN,
    });
  });

  it("is refused by openComplaint too, before anything else is checked of the request", () => {
    const result = openComplaint(
      {
        deliveredOn: "2026-11-20",
        units: ONE,
        openOnLine: OPEN,
        description: "krótko",
        remedy: "repair",
        ground: null,
      },
      NOW,
    );
    expect(result).toMatchObject({ ok: false, reason: "already_open" });
  });

  it("is allowed once the first is decided (no open complaint on the line)", () => {
    const result = openComplaint(
      {
        deliveredOn: "2026-11-20",
        units: ONE,
        openOnLine: null,
        description: "Znowu pruje się szew na rękawie",
        remedy: "replacement",
        ground: null,
      },
      NOW,
    );
    expect(result.ok).toBe(true);
  });

  it("property: with an open complaint on the line a new one is never opened", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.nat({ max: 10_000 }),
        fc.constantFrom("repair" as const, "replacement" as const),
        (qty, sequence, remedy) => {
          const result = openComplaint(
            {
              deliveredOn: "2026-11-20",
              units: { qty, withdrawnQty: 0 },
              openOnLine: { id: sequence + 1, reference: `REK/2026/${sequence + 1}` },
              description: "Pruje się szew na rękawie",
              remedy,
              ground: null,
            },
            NOW,
          );
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.message).toContain(`REK/2026/${sequence + 1}`);
        },
      ),
    );
  });
});
