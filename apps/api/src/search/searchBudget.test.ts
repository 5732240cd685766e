import { describe, expect, it } from "vitest";
import { createSearchBudget } from "./searchBudget.js";

describe("createSearchBudget", () => {
  it("answers 503 once the request's own time is over the budget", () => {
    let t = 100;
    const budget = createSearchBudget(1000, () => t);
    t = 1100;
    expect(() => budget.check()).not.toThrow();
    t = 1101;
    expect(() => budget.check()).toThrow(expect.objectContaining({ reason: "unavailable", status: 503 }));
  });

  it("does not charge the wait for another request's computation, but counts it in the elapsed time", async () => {
    let t = 0;
    const budget = createSearchBudget(1000, () => t);
    let finish: (value: string) => void = () => {};
    const running = new Promise<string>((resolve) => {
      finish = resolve;
    });
    t = 300;
    const waiting = budget.waitFor(running);
    t = 2300; // the other request's computation took 2 s
    finish("ids");
    expect(await waiting).toBe("ids");
    expect(() => budget.check()).not.toThrow();
    expect(budget.elapsed()).toBe(2300);
    t = 3301; // 300 + 1001 ms of its own
    expect(() => budget.check()).toThrow(expect.objectContaining({ status: 503 }));
  });
});
