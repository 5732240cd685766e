import { describe, expect, it } from "vitest";
import { CONSENT_HINT_SCRIPT, rememberConsentDecided } from "./consentHint";

/** Runs the head's script against a document whose cookie header is `cookie`. */
function marks(cookie: string): boolean {
  const attributes = new Map<string, string>();
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function("document", CONSENT_HINT_SCRIPT)(document);
  return attributes.has("data-consent-decided");
}

describe("the consent hint", () => {
  it("marks the document only when the hint cookie is set to 1", () => {
    expect(marks("a=1; outlet_consent_decided=1; b=2")).toBe(true);
    expect(marks("outlet_consent_decided=1")).toBe(true);
    expect(marks("")).toBe(false);
    expect(marks("outlet_consent_decided=; x_outlet_consent_decided=1")).toBe(false);
  });

  it("sets the cookie for a year and clears it", () => {
    const target = { cookie: "" };
    rememberConsentDecided(target, true);
    expect(target.cookie).toBe("outlet_consent_decided=1; Path=/; Max-Age=31536000; SameSite=Lax");
    rememberConsentDecided(target, false);
    expect(target.cookie).toBe("outlet_consent_decided=; Path=/; Max-Age=0; SameSite=Lax");
  });
});
