import { ACCEPT_ALL } from "@outlet/claims";
import { describe, expect, it } from "vitest";
import { createClaimsStore } from "../claims/claimsStore";
import { createConsentStore } from "./consentStore";

describe("createConsentStore", () => {
  it("tells `remember` whether a valid decision exists: none stored, then decided", async () => {
    const told: boolean[] = [];
    const claims = createClaimsStore({ collection: () => null, now: () => Date.UTC(2026, 10, 30) });
    const consent = createConsentStore({
      claims,
      now: () => Date.UTC(2026, 10, 30),
      remember: (decided) => told.push(decided),
    });
    await claims.load(["cookie-consent"]);
    consent.restore();
    expect(told).toEqual([false]);
    await consent.decide(ACCEPT_ALL);
    expect(told).toEqual([false, true]);
    expect(consent.allows("marketing")).toBe(true);
  });
});
