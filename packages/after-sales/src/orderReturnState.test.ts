import { describe, expect, it } from "vitest";
import { complaintAllowed, openComplaint } from "./complaintLifecycle.js";
import { orderReturnState, unitsKept } from "./orderReturnState.js";

const NOW = Date.UTC(2026, 10, 29, 10); // Sunday 29 November 2026, 11:00 Warsaw

describe("unitsKept", () => {
  it("counts the units not withdrawn", () => {
    expect(unitsKept({ qty: 3, withdrawnQty: 1 })).toBe(2);
    expect(unitsKept({ qty: 1, withdrawnQty: 1 })).toBe(0);
  });
});

describe("complaintAllowed for a withdrawn line", () => {
  it("refuses a complaint about a line whose every unit was withdrawn, with a Polish reason", () => {
    expect(complaintAllowed("2026-11-20", NOW, { qty: 1, withdrawnQty: 1 })).toEqual({
      ok: false,
      reason: "line_withdrawn",
      message: "Od umowy co do tego produktu już odstąpiono (zwrot) — reklamacja nie jest możliwa.",
    });
  });

  it("allows a complaint about the unit still kept of a partly withdrawn line", () => {
    expect(complaintAllowed("2026-11-20", NOW, { qty: 2, withdrawnQty: 1 })).toMatchObject({
      ok: true,
      lastDay: "2028-11-20",
    });
  });

  it("openComplaint refuses „Koszula w kratę” withdrawn and refunded before REK/2026/2", () => {
    const result = openComplaint(
      {
        deliveredOn: "2026-11-20",
        units: { qty: 1, withdrawnQty: 1 },
        description: "Rozpruty szew przy kołnierzu",
        remedy: "repair",
        ground: null,
      },
      NOW,
    );
    expect(result).toMatchObject({ ok: false, reason: "line_withdrawn" });
  });
});

describe("orderReturnState", () => {
  it("calls an order whose every unit was withdrawn and refunded „Zwrócone”", () => {
    expect(
      orderReturnState(
        [
          { qty: 1, withdrawnQty: 1 },
          { qty: 2, withdrawnQty: 2 },
        ],
        ["refunded", "refunded"],
      ),
    ).toEqual({ kind: "returned", label: "Zwrócone" });
  });

  it("says „Zwrot w toku” while a return of the whole order is not refunded yet", () => {
    expect(orderReturnState([{ qty: 1, withdrawnQty: 1 }], ["received"])).toEqual({
      kind: "withdrawn",
      label: "Zwrot w toku",
    });
  });

  it("keeps the order's own status when a unit is kept or nothing was withdrawn", () => {
    expect(orderReturnState([{ qty: 2, withdrawnQty: 1 }], ["refunded"])).toEqual({
      kind: "partial",
      label: null,
    });
    expect(orderReturnState([{ qty: 2, withdrawnQty: 0 }], [])).toEqual({ kind: "none", label: null });
  });
});
