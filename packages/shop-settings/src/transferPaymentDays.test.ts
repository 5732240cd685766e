import { describe, expect, it } from "vitest";
import { DEFAULT_TRANSFER_PAYMENT_DAYS, isAllowedTransferPaymentDays } from "./transferPaymentDays.js";

describe("isAllowedTransferPaymentDays", () => {
  it("accepts the default of 7 days and the bounds 1 and 30", () => {
    expect(DEFAULT_TRANSFER_PAYMENT_DAYS).toBe(7);
    expect(isAllowedTransferPaymentDays(1)).toBe(true);
    expect(isAllowedTransferPaymentDays(30)).toBe(true);
  });

  it("refuses 0, 31 and a fraction of a day", () => {
    expect(isAllowedTransferPaymentDays(0)).toBe(false);
    expect(isAllowedTransferPaymentDays(31)).toBe(false);
    expect(isAllowedTransferPaymentDays(7.5)).toBe(false);
  });
});
