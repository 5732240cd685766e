import { describe, expect, it } from "vitest";
import { markStay, scrollRestorationKey } from "./stayScroll";

const at = (pathname: string, key: string, search = "") => ({ pathname, search, key });

describe("scrollRestorationKey", () => {
  it("is the entry's own key on ordinary navigations", () => {
    expect(scrollRestorationKey(at("/category/sukienki", "k1"))).toBe("k1");
    expect(scrollRestorationKey(at("/p/SZA-2892/x", "k2"))).toBe("k2");
  });

  it("shares one key between the kept page and the entry that replaces it, once", () => {
    markStay("/category/sukienki?color=49", "k1");
    // the page being left is saved under the shared key…
    expect(scrollRestorationKey(at("/category/sukienki", "k1", "?color=49"))).toBe(
      "stay:/category/sukienki?color=49",
    );
    // …another page is untouched…
    expect(scrollRestorationKey(at("/koszyk", "k9"))).toBe("k9");
    // …the replacing entry reads it…
    expect(scrollRestorationKey(at("/category/sukienki", "k2", "?color=49"))).toBe(
      "stay:/category/sukienki?color=49",
    );
    // …and a later visit of the same page has its own key again (a link opens at the top)
    expect(scrollRestorationKey(at("/category/sukienki", "k3", "?color=49"))).toBe("k3");
  });
});
