import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_MAX_AGE_MS,
  consentAllows,
  consentClaim,
  consentFromClaim,
  REJECT_OPTIONAL,
} from "./consent";

const NOV_27 = Date.UTC(2026, 10, 27, 4, 0, 0);

describe("consentClaim", () => {
  it("is the cookie-consent claim with the purposes and a Polish description", () => {
    expect(consentClaim({ analytics: false, marketing: true }, NOV_27)).toEqual({
      code: "cookie-consent",
      created_at: "2026-11-27T04:00:00.000Z",
      value: { version: 1, analytics: false, marketing: true },
      description: "Zgoda na pliki cookie: niezbędne, marketingowe",
    });
  });

  it("keeps the decision's date and the privacy policy's version it was taken under", () => {
    const claim = consentClaim(REJECT_OPTIONAL, NOV_27, { policyVersion: "2.0" });
    expect(claim.created_at).toBe("2026-11-27T04:00:00.000Z");
    expect(claim.value).toEqual({ version: 1, analytics: false, marketing: false, policyVersion: "2.0" });
    // the policy's version does not ask again: the purposes are the same
    expect(consentFromClaim(claim, NOV_27 + 1000)).toEqual(REJECT_OPTIONAL);
  });

  it("describes a refusal of the optional purposes", () => {
    expect(consentClaim(REJECT_OPTIONAL, NOV_27).description).toBe("Zgoda na pliki cookie: niezbędne");
  });
});

describe("consentFromClaim", () => {
  it("asks when there is no decision", () => {
    expect(consentFromClaim(null, NOV_27)).toBeNull();
    expect(consentFromClaim(undefined, NOV_27)).toBeNull();
  });

  it("reads back the decision", () => {
    expect(consentFromClaim(consentClaim(ACCEPT_ALL, NOV_27), NOV_27 + 1000)).toEqual(ACCEPT_ALL);
  });

  it("asks again 12 months after the decision", () => {
    const claim = consentClaim(ACCEPT_ALL, NOV_27);
    expect(consentFromClaim(claim, NOV_27 + CONSENT_MAX_AGE_MS - 1)).toEqual(ACCEPT_ALL);
    expect(consentFromClaim(claim, NOV_27 + CONSENT_MAX_AGE_MS)).toBeNull();
  });

  it("asks again when the claim is of another version of the purposes", () => {
    const claim = consentClaim(ACCEPT_ALL, NOV_27);
    expect(consentFromClaim({ ...claim, value: { ...claim.value, version: 0 } }, NOV_27)).toBeNull();
  });

  it("asks again when the claim is another code or a malformed value", () => {
    const claim = consentClaim(ACCEPT_ALL, NOV_27);
    expect(consentFromClaim({ ...claim, code: "my-size" }, NOV_27)).toBeNull();
    expect(consentFromClaim({ ...claim, value: { version: 1, analytics: "tak" } }, NOV_27)).toBeNull();
  });
});

describe("consentAllows", () => {
  it("always allows the necessary purpose", () => {
    expect(consentAllows(null, "necessary")).toBe(true);
    expect(consentAllows(REJECT_OPTIONAL, "necessary")).toBe(true);
  });

  it("allows no optional purpose before a decision", () => {
    expect(consentAllows(null, "analytics")).toBe(false);
    expect(consentAllows(null, "marketing")).toBe(false);
  });

  it("allows marketing only with marketing consent", () => {
    expect(consentAllows({ necessary: true, analytics: true, marketing: false }, "marketing")).toBe(false);
    expect(consentAllows({ necessary: true, analytics: false, marketing: true }, "marketing")).toBe(true);
  });
});
