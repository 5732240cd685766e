import { describe, expect, it } from "vitest";
import {
  mayTakeReturnStep,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  RETURNS_TO_RECEIVE,
  type ReturnState,
  transitionReturn,
} from "./returnStatus";

const reported: ReturnState = { status: "reported", refundDueGrosze: 10500, needsBankAccount: false };
const cs = { kind: "staff", role: "customer_service" } as const;
const warehouse = { kind: "staff", role: "warehouse" } as const;

describe("transitionReturn", () => {
  it("goes reported → sent → received → refunded, mailing each step", () => {
    expect(transitionReturn(reported, { type: "mark_sent", at: 1 }, { kind: "system" })).toEqual({
      ok: true,
      status: "sent",
      mail: { kind: "return_sent" },
    });
    const received = transitionReturn(
      { ...reported, status: "sent" },
      { type: "receive", at: 2, lines: [{ lineId: 1, ok: true, note: null }] },
      warehouse,
    );
    expect(received).toMatchObject({ ok: true, status: "received" });
    expect(
      transitionReturn(
        { ...reported, status: "received" },
        { type: "refund", at: 3, amountGrosze: 10500 },
        cs,
      ),
    ).toEqual({ ok: true, status: "refunded", mail: { kind: "return_refunded" } });
  });

  it("may refund on proof of sending, but not before", () => {
    expect(
      transitionReturn({ ...reported, status: "sent" }, { type: "refund", at: 3, amountGrosze: 100 }, cs).ok,
    ).toBe(true);
    expect(transitionReturn(reported, { type: "refund", at: 3, amountGrosze: 100 }, cs)).toMatchObject({
      ok: false,
      reason: "not_allowed_now",
    });
  });

  it("never refunds more than the rules give back, nor without the bank account", () => {
    const received = { ...reported, status: "received" } as const;
    expect(transitionReturn(received, { type: "refund", at: 3, amountGrosze: 10501 }, cs)).toMatchObject({
      ok: false,
      reason: "refund_exceeds_due",
      message: "Kwota zwrotu przekracza to, co należy się według zasad odstąpienia.",
    });
    expect(
      transitionReturn(
        { ...received, needsBankAccount: true },
        { type: "refund", at: 3, amountGrosze: 100 },
        cs,
      ),
    ).toMatchObject({ ok: false, reason: "bank_account_missing" });
  });

  it("the warehouse receives but does not refund; a shopper does neither", () => {
    const received = { ...reported, status: "received" } as const;
    expect(transitionReturn(received, { type: "refund", at: 3, amountGrosze: 1 }, warehouse)).toMatchObject({
      reason: "role_forbidden",
    });
    expect(transitionReturn(reported, { type: "mark_sent", at: 1 }, { kind: "shopper" })).toMatchObject({
      reason: "role_forbidden",
    });
  });

  it("a noted problem keeps the status and sends no mail", () => {
    expect(
      transitionReturn(reported, { type: "note_problem", at: 1, note: "Brak metki" }, warehouse),
    ).toEqual({
      ok: true,
      status: "reported",
      mail: null,
    });
  });

  it("names the statuses in Polish", () => {
    expect(RETURN_STATUS_LABELS.refunded).toBe("Zwrot środków wykonany");
  });
});

describe("RETURNS_TO_RECEIVE", () => {
  it("is every status the warehouse may receive a return from: reported and sent", () => {
    const receivable = RETURN_STATUSES.filter(
      (status) =>
        transitionReturn({ ...reported, status }, { type: "receive", at: 1, lines: [] }, warehouse).ok,
    );
    expect(RETURNS_TO_RECEIVE).toEqual(["reported", "sent"]);
    expect(receivable).toEqual([...RETURNS_TO_RECEIVE]);
  });
});

describe("mayTakeReturnStep", () => {
  it("lets the warehouse receive and note problems but never refund; customer service and the owner do all", () => {
    const steps = ["mark_sent", "receive", "note_problem", "refund"] as const;
    expect(steps.filter((step) => mayTakeReturnStep("warehouse", step))).toEqual([
      "mark_sent",
      "receive",
      "note_problem",
    ]);
    expect(steps.every((step) => mayTakeReturnStep("customer_service", step))).toBe(true);
    expect(steps.every((step) => mayTakeReturnStep("owner", step))).toBe(true);
  });

  it("agrees with transitionReturn: a role refused by the rule is refused for its role at every status", () => {
    for (const status of RETURN_STATUSES)
      for (const role of ["owner", "customer_service", "warehouse"] as const) {
        const result = transitionReturn(
          { status, refundDueGrosze: 10500, needsBankAccount: false },
          { type: "refund", at: 1, amountGrosze: 10500 },
          { kind: "staff", role },
        );
        if (!mayTakeReturnStep(role, "refund"))
          expect(result).toMatchObject({ ok: false, reason: "role_forbidden" });
      }
  });
});
