import { describe, expect, it } from "vitest";
import { createEarlyConsent, EARLY_CONSENT_TAP_KEY, EARLY_CONSENT_TAP_SCRIPT } from "./earlyConsent";

describe("createEarlyConsent", () => {
  it("hands over once and tells its listeners once", () => {
    const early = createEarlyConsent();
    let told = 0;
    early.subscribe(() => {
      told += 1;
    });
    expect(early.handedOver()).toBe(false);
    expect(early.handOver()).toBeNull();
    expect(early.handOver()).toBeNull();
    expect(early.handedOver()).toBe(true);
    expect(told).toBe(1);
  });

  it("keeps the last answer tapped until the hand-over takes it", () => {
    const early = createEarlyConsent();
    const taps: boolean[] = [];
    early.onTap(() => taps.push(early.pending()));
    early.tap("settings");
    early.tap("accept");
    expect(taps).toEqual([true, true]);
    expect(early.handOver()).toBe("accept");
    expect(early.pending()).toBe(false);
    expect(early.handOver()).toBeNull();
  });
});

describe("an answer tapped before the page's scripts ran (EARLY_CONSENT_TAP_SCRIPT)", () => {
  /** The notice as the server drew it, the head's script run, and one tap on `action` before any React. */
  function tapBeforeScripts(action: string): Record<string, unknown> {
    document.documentElement.removeAttribute("data-consent-decided");
    document.body.innerHTML = `<section class="consent consent--early"><button data-consent-action="accept">Akceptuję wszystkie</button><button data-consent-action="settings">Ustawienia</button></section><button data-consent-action="accept" id="elsewhere">Inny</button>`;
    const window = { addEventListener: document.addEventListener.bind(document) } as Record<
      string,
      unknown
    > & {
      addEventListener: Document["addEventListener"];
    };
    new Function("window", "addEventListener", EARLY_CONSENT_TAP_SCRIPT)(window, window.addEventListener);
    document.querySelector<HTMLElement>(`.consent--early [data-consent-action="${action}"]`)?.click();
    return window;
  }

  it("keeps an accept for the live notice, once, and hides the server's notice at once", () => {
    const window = tapBeforeScripts("accept");
    expect(document.documentElement.hasAttribute("data-consent-decided")).toBe(true);
    const early = createEarlyConsent(() => {
      const answer = window[EARLY_CONSENT_TAP_KEY];
      delete window[EARLY_CONSENT_TAP_KEY];
      return answer;
    });
    expect(early.pending()).toBe(true);
    expect(early.handOver()).toBe("accept");
    expect(early.pending()).toBe(false);
  });

  it("keeps the notice for settings (they open once the shop has loaded)", () => {
    const window = tapBeforeScripts("settings");
    expect(window[EARLY_CONSENT_TAP_KEY]).toBe("settings");
    expect(document.documentElement.hasAttribute("data-consent-decided")).toBe(false);
  });

  it("ignores a button outside the server's notice and an answer it does not know", () => {
    const window = tapBeforeScripts("none");
    document.getElementById("elsewhere")?.click();
    expect(window[EARLY_CONSENT_TAP_KEY]).toBeUndefined();
    expect(createEarlyConsent(() => "everything").pending()).toBe(false);
  });
});
