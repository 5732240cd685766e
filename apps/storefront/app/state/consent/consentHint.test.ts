import { describe, expect, it } from "vitest";
import { CONSENT_HINT_SCRIPT, rememberConsentDecided, takeConsentTap } from "./consentHint";

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

  it("marks the document for an accept or a reject tapped on the page before, not yet stored", () => {
    expect(marks("outlet_consent_tap=accept")).toBe(true);
    expect(marks("a=1; outlet_consent_tap=reject; b=2")).toBe(true);
  });

  it("does not mark it for a tap cookie that is no answer, forged or someone else's", () => {
    expect(marks("outlet_consent_tap=settings")).toBe(false);
    expect(marks("outlet_consent_tap=save")).toBe(false);
    expect(marks("outlet_consent_tap=acceptable")).toBe(false);
    expect(marks("outlet_consent_tap=")).toBe(false);
    expect(marks("x_outlet_consent_tap=accept")).toBe(false);
    expect(marks('outlet_consent_tap="accept"')).toBe(false);
  });

  it("sets the cookie for a year and clears it", () => {
    const target = { cookie: "" };
    rememberConsentDecided(target, true);
    expect(target.cookie).toBe("outlet_consent_decided=1; Path=/; Max-Age=31536000; SameSite=Lax");
    rememberConsentDecided(target, false);
    expect(target.cookie).toBe("outlet_consent_decided=; Path=/; Max-Age=0; SameSite=Lax");
  });
});

/** A document whose cookie header is `cookie` and that records what is written to it. */
function cookieJar(cookie: string) {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

describe("takeConsentTap", () => {
  it("takes an accept or a reject carried over from the page before and clears its cookie", () => {
    const jar = cookieJar("a=1; outlet_consent_tap=reject; outlet_consent_decided=1");
    expect(takeConsentTap(jar)).toBe("reject");
    expect(jar.written).toEqual(["outlet_consent_tap=; Path=/; Max-Age=0; SameSite=Lax"]);
    expect(takeConsentTap(cookieJar("outlet_consent_tap=accept"))).toBe("accept");
  });

  it("drops a value that is no answer without carrying it out", () => {
    for (const forged of ["settings", "save", "ACCEPT", "accept%00", "__proto__", "", "accept=1"]) {
      const jar = cookieJar(`outlet_consent_tap=${forged}`);
      expect(takeConsentTap(jar)).toBeNull();
      expect(jar.written).toEqual(["outlet_consent_tap=; Path=/; Max-Age=0; SameSite=Lax"]);
    }
  });

  it("writes nothing when no tap was carried over", () => {
    const jar = cookieJar("outlet_consent_decided=1; x_outlet_consent_tap=accept");
    expect(takeConsentTap(jar)).toBeNull();
    expect(jar.written).toEqual([]);
  });
});
