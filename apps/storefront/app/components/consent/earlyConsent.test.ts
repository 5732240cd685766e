import { describe, expect, it } from "vitest";
import { CONSENT_HINT_SCRIPT } from "../../state/consent/consentHint";
import {
  createEarlyConsent,
  EARLY_CONSENT_TAP_KEY,
  EARLY_CONSENT_TAP_SCRIPT,
  takeHeadScriptTap,
} from "./earlyConsent";

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
  /** The browser's cookie jar as the pages' scripts see it (one cookie per name, attributes dropped). */
  let jar = new Map<string, string>();
  /** Every cookie a script wrote, as written (name, value and attributes). */
  let cookiesWritten: string[] = [];
  const pageDocument = {
    documentElement: document.documentElement,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(written: string) {
      const [pair = "", ...attributes] = written.split(/;\s*/);
      const [name = "", value = ""] = pair.split("=");
      if (attributes.includes("Max-Age=0")) jar.delete(name);
      else jar.set(name, value);
      cookiesWritten.push(written);
    },
  };
  let removeListener = () => {};

  /** The notice as the server drew it, the head's script run, and one tap on `action` before any React. */
  function tapBeforeScripts(action: string): Record<string, unknown> {
    removeListener();
    jar = new Map();
    cookiesWritten = [];
    document.documentElement.removeAttribute("data-consent-decided");
    document.body.innerHTML = `<section class="consent consent--early"><button data-consent-action="accept">Akceptuję wszystkie</button><button data-consent-action="reject">Odrzucam opcjonalne</button><button data-consent-action="settings">Ustawienia</button></section><button data-consent-action="accept" id="elsewhere">Inny</button>`;
    const listeners: [string, EventListener, boolean][] = [];
    const addEventListener = (type: string, listener: EventListener, capture: boolean) => {
      listeners.push([type, listener, capture]);
      document.addEventListener(type, listener, capture);
    };
    removeListener = () => {
      for (const [type, listener, capture] of listeners)
        document.removeEventListener(type, listener, capture);
    };
    const window: Record<string, unknown> = { addEventListener };
    new Function("window", "addEventListener", "document", EARLY_CONSENT_TAP_SCRIPT)(
      window,
      addEventListener,
      pageDocument,
    );
    document.querySelector<HTMLElement>(`.consent--early [data-consent-action="${action}"]`)?.click();
    return window;
  }

  /** The next page: a new window, the same cookies, the head's first script run. */
  function nextPage(): Record<string, unknown> {
    document.documentElement.removeAttribute("data-consent-decided");
    new Function("document", CONSENT_HINT_SCRIPT)(pageDocument);
    return {};
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
    expect(cookiesWritten).toEqual([]);
    expect(createEarlyConsent(() => "everything").pending()).toBe(false);
  });

  it("keeps an accept for a few minutes in a first-party cookie, for the next page", () => {
    tapBeforeScripts("accept");
    expect(cookiesWritten).toEqual(["outlet_consent_tap=accept; Path=/; Max-Age=300; SameSite=Lax"]);
  });

  it("keeps no cookie for settings: it is not an answer", () => {
    tapBeforeScripts("settings");
    expect(cookiesWritten).toEqual([]);
  });

  it.each([
    ["accept", "accept"],
    ["reject", "reject"],
  ])(
    "carries a tapped %s over to the next page, which hides the notice and hands it over once",
    (action, answer) => {
      tapBeforeScripts(action);
      // the shopper leaves before the scripts ran: the first page's window is gone
      const window = nextPage();
      expect(document.documentElement.hasAttribute("data-consent-decided")).toBe(true);
      const early = createEarlyConsent(() => takeHeadScriptTap(window, pageDocument));
      expect(early.pending()).toBe(true);
      expect(early.handOver()).toBe(answer);
      expect(jar.has("outlet_consent_tap")).toBe(false);
      // and no page after it carries it out again
      nextPage();
      expect(document.documentElement.hasAttribute("data-consent-decided")).toBe(false);
      expect(createEarlyConsent(() => takeHeadScriptTap({}, pageDocument)).pending()).toBe(false);
    },
  );

  it("takes the answer once when the page's own scripts arrive in time (window and cookie)", () => {
    const window = tapBeforeScripts("reject");
    const early = createEarlyConsent(() => takeHeadScriptTap(window, pageDocument));
    expect(early.handOver()).toBe("reject");
    expect(window[EARLY_CONSENT_TAP_KEY]).toBeUndefined();
    expect(jar.size).toBe(0);
    expect(createEarlyConsent(() => takeHeadScriptTap({}, pageDocument)).pending()).toBe(false);
  });
});
