import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./createRateLimiter.js";

const rule = { name: "t", limit: 3, windowMs: 60_000 };

describe("createRateLimiter", () => {
  it("allows `limit` hits per window and refuses the next with the seconds left", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 3; i++) expect(limiter.hit(rule, "ip", 1_000).allowed).toBe(true);
    expect(limiter.hit(rule, "ip", 11_000)).toEqual({ allowed: false, remaining: 0, retryAfterS: 50 });
  });
  it("opens a new window after windowMs", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 4; i++) limiter.hit(rule, "ip", 0);
    expect(limiter.hit(rule, "ip", 60_000).allowed).toBe(true);
  });
  it("keeps keys and rule names apart", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 3; i++) limiter.hit(rule, "a", 0);
    expect(limiter.hit(rule, "b", 0).allowed).toBe(true);
    expect(limiter.hit({ ...rule, name: "other" }, "a", 0).allowed).toBe(true);
  });
  it("peek does not count and reset forgets", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 5; i++) limiter.peek(rule, "a", 0);
    expect(limiter.hit(rule, "a", 0).remaining).toBe(2);
    limiter.hit(rule, "a", 0);
    limiter.hit(rule, "a", 0);
    limiter.reset(rule, "a");
    expect(limiter.hit(rule, "a", 0).allowed).toBe(true);
  });
  it("allows everything when disabled", () => {
    const limiter = createRateLimiter({ enabled: false });
    for (let i = 0; i < 10; i++) expect(limiter.hit(rule, "a", 0).allowed).toBe(true);
  });
});
