import { describe, expect, it } from "vitest";
import { createLoginThrottle } from "./createLoginThrottle.js";

describe("createLoginThrottle (S9, Appendix A)", () => {
  it("locks an account for 15 minutes at the 5th failure inside 15 minutes", () => {
    const t = createLoginThrottle();
    for (let i = 0; i < 4; i++) expect(t.fail("a", 1000 * i)).toBe(0);
    expect(t.fail("a", 5000)).toBe(900);
    expect(t.lockedFor("a", 5000)).toBe(900);
    expect(t.lockedFor("a", 5000 + 900_000)).toBe(0);
  });

  it("forgets failures older than 15 minutes", () => {
    const t = createLoginThrottle();
    for (let i = 0; i < 4; i++) t.fail("a", 0);
    expect(t.fail("a", 900_000)).toBe(0);
  });

  it("doubles each further lock-out up to one hour", () => {
    const t = createLoginThrottle();
    let now = 0;
    const locks: number[] = [];
    for (let round = 0; round < 4; round++) {
      let lock = 0;
      for (let i = 0; i < 5; i++) lock = t.fail("a", now);
      locks.push(lock);
      now += lock * 1000;
    }
    expect(locks).toEqual([900, 1800, 3600, 3600]);
  });

  it("resets on success and keeps accounts apart", () => {
    const t = createLoginThrottle();
    for (let i = 0; i < 5; i++) t.fail("a", 0);
    expect(t.lockedFor("b", 0)).toBe(0);
    t.succeed("a");
    expect(t.lockedFor("a", 0)).toBe(0);
  });
});
