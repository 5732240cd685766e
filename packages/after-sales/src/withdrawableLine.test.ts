import { describe, expect, it } from "vitest";
import { type AfterSalesLine, lineWithdrawability } from "./withdrawableLine";

const line = (partial: Partial<AfterSalesLine>): AfterSalesLine => ({
  id: 1,
  name: "Sukienka",
  qty: 1,
  paidGrosze: 19999,
  kind: "physical",
  noWithdrawalAfterUnseal: false,
  ...partial,
});

describe("lineWithdrawability", () => {
  it("a dress may be withdrawn without condition", () => {
    expect(lineWithdrawability(line({}), true)).toEqual({ withdrawable: true, condition: null });
  });

  it("a downloadable PDF delivered with consent may not, and says why", () => {
    const answer = lineWithdrawability(line({ kind: "downloadable" }), true);
    expect(answer).toMatchObject({ withdrawable: false, reason: "digital_content_started" });
    expect(answer.withdrawable === false && answer.message).toMatch(/art\. 38 pkt 13/);
  });

  it("a downloadable PDF without the consent keeps the right; so does an e-voucher", () => {
    expect(lineWithdrawability(line({ kind: "downloadable" }), false).withdrawable).toBe(true);
    expect(lineWithdrawability(line({ kind: "virtual" }), true).withdrawable).toBe(true);
  });

  it("underwear with a hygiene seal may be withdrawn only sealed", () => {
    expect(lineWithdrawability(line({ noWithdrawalAfterUnseal: true }), false)).toMatchObject({
      withdrawable: true,
      condition: "sealed_only",
    });
  });
});
