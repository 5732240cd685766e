import { beforeEach, describe, expect, it, vi } from "vitest";

// A fresh module each time: the loaded rule is module state.
beforeEach(() => {
  vi.resetModules();
});

describe("the checkout's phone rule, loaded on first need", () => {
  it("accepts every number until the numbering plan is loaded, then checks it", async () => {
    const { checkoutPhoneRule, loadPhoneRule } = await import("./phoneRule");
    expect(checkoutPhoneRule("123 456")).toBe(true);
    const rule = await loadPhoneRule();
    expect(rule("123 456")).toBe(false);
    expect(checkoutPhoneRule("123 456")).toBe(false);
    expect(checkoutPhoneRule("612 345 678")).toBe(true);
    expect(checkoutPhoneRule("+48 600 100 200")).toBe(true);
  });

  it("loads it once however many ask", async () => {
    const { loadPhoneRule } = await import("./phoneRule");
    const [first, second] = await Promise.all([loadPhoneRule(), loadPhoneRule()]);
    expect(first).toBe(second);
    expect(await loadPhoneRule()).toBe(first);
  });
});
