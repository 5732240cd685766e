import { describe, expect, it } from "vitest";
import { afterImageError, isWithinPreload, LAZY_LOADER, lazyRootMargin } from "./lazyLoader";

describe("LAZY_LOADER", () => {
  it("holds catalogue.md §9's constants: 2 attempts, preload 1.5", () => {
    expect(LAZY_LOADER).toEqual({ attempt: 2, preLoad: 1.5 });
  });
});

describe("isWithinPreload", () => {
  it("loads an image whose top is within one and a half viewport heights", () => {
    expect(isWithinPreload({ top: 1199, bottom: 1600 }, 800)).toBe(true);
    expect(isWithinPreload({ top: 1200, bottom: 1600 }, 800)).toBe(false);
  });

  it("does not load an image scrolled past above the viewport", () => {
    expect(isWithinPreload({ top: -500, bottom: 0 }, 800)).toBe(false);
    expect(isWithinPreload({ top: -500, bottom: 1 }, 800)).toBe(true);
  });

  it("scales with the phone's viewport: 844 px tall loads up to 1266 px", () => {
    expect(isWithinPreload({ top: 1265, bottom: 1700 }, 844)).toBe(true);
    expect(isWithinPreload({ top: 1267, bottom: 1700 }, 844)).toBe(false);
  });
});

describe("lazyRootMargin", () => {
  it("extends the viewport downwards by half its height at preload 1.5", () => {
    expect(lazyRootMargin()).toBe("0px 0px 50% 0px");
    expect(lazyRootMargin(1)).toBe("0px 0px 0% 0px");
  });
});

describe("afterImageError", () => {
  it("retries the first failure and gives up after the second load", () => {
    expect(afterImageError(1)).toBe("retry");
    expect(afterImageError(2)).toBe("give-up");
    expect(afterImageError(3, 3)).toBe("give-up");
  });
});
