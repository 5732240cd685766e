import { describe, expect, it } from "vitest";
import { DIGITAL_CONTENT_CONSENT, hasDigitalContent } from "./digitalContent.js";

describe("hasDigitalContent", () => {
  it("is true when one line is a downloadable file", () => {
    expect(hasDigitalContent([{ type_id: "simple" }, { type_id: "downloadable" }])).toBe(true);
  });

  it("is false for e-vouchers, physical goods and an empty cart", () => {
    expect(hasDigitalContent([{ type_id: "virtual" }, { type_id: "configurable" }, {}])).toBe(false);
    expect(hasDigitalContent([])).toBe(false);
  });
});

describe("DIGITAL_CONTENT_CONSENT", () => {
  it("asks for immediate delivery and acknowledges the loss of the withdrawal right", () => {
    expect(DIGITAL_CONTENT_CONSENT).toContain("Żądam natychmiastowego dostarczenia treści cyfrowych");
    expect(DIGITAL_CONTENT_CONSENT).toContain("tracę prawo odstąpienia od umowy");
  });
});
