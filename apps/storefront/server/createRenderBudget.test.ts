// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createRenderBudget } from "./createRenderBudget";

describe("createRenderBudget", () => {
  it("lets a client render half a minute's budget at once, then refuses with the wait", () => {
    const budget = createRenderBudget({ perMinute: 60 });
    const answers = Array.from({ length: 31 }, () => {
      const answer = budget.take("203.0.113.7", 1_000);
      if (answer.ok) budget.release("203.0.113.7");
      return answer;
    });
    expect(answers.filter((answer) => answer.ok)).toHaveLength(30);
    expect(answers[30]).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it("counts every client apart", () => {
    const budget = createRenderBudget({ perMinute: 2 });
    expect(budget.take("a", 0).ok).toBe(true);
    budget.release("a");
    expect(budget.take("a", 0).ok).toBe(false);
    expect(budget.take("b", 0).ok).toBe(true);
  });

  it("refills with time", () => {
    const budget = createRenderBudget({ perMinute: 2 });
    budget.take("a", 0);
    budget.release("a");
    expect(budget.take("a", 0).ok).toBe(false);
    expect(budget.take("a", 30_000).ok).toBe(true);
  });

  it("lets a client have six renders at once (a browser's connections), a seventh waits a second, another client renders (issue 31)", () => {
    const budget = createRenderBudget({ perMinute: 600 });
    expect(Array.from({ length: 6 }, () => budget.take("a", 0).ok)).toEqual(Array(6).fill(true));
    expect(budget.take("a", 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(budget.take("b", 0).ok).toBe(true);
    budget.release("a");
    expect(budget.take("a", 0).ok).toBe(true);
  });

  it("is unlimited at 0", () => {
    const budget = createRenderBudget({ perMinute: 0 });
    for (let i = 0; i < 1000; i++) expect(budget.take("a", 0).ok).toBe(true);
  });
});
