import { describe, expect, it } from "vitest";
import {
  type AfterSalesLine,
  lineWithdrawability,
  productWithdrawalNotice,
  UNSEAL_ENDS_WITHDRAWAL,
} from "./withdrawableLine";

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
      message: expect.stringContaining("Po jego otwarciu prawo odstąpienia wygasa"),
    });
  });
});

describe("productWithdrawalNotice", () => {
  it("tells a flagged product's page that the right ends once the seal is broken", () => {
    expect(productWithdrawalNotice({ no_withdrawal_after_unseal: true })).toBe(UNSEAL_ENDS_WITHDRAWAL);
    expect(UNSEAL_ENDS_WITHDRAWAL).toContain("art. 38 pkt 5 ustawy o prawach konsumenta");
  });

  it("says nothing of a product without the flag, or with anything but true", () => {
    expect(productWithdrawalNotice({})).toBeNull();
    expect(productWithdrawalNotice({ no_withdrawal_after_unseal: false })).toBeNull();
    expect(productWithdrawalNotice({ no_withdrawal_after_unseal: "true" })).toBeNull();
  });
});
