import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/openTestDatabase.js";
import { createLoginThrottle, type LoginThrottle } from "./createLoginThrottle.js";

let test: TestDatabase;
let accounts = 0;
beforeAll(async () => {
  test = await openTestDatabase();
}, 60_000);
afterAll(() => test.close());

/** A throttle on the shared test database and an account of its own. */
function fresh(): { t: LoginThrottle; a: string } {
  accounts += 1;
  return { t: createLoginThrottle(test.database.db), a: `konto${accounts}@example.pl` };
}

describe("createLoginThrottle (S9, Appendix A)", () => {
  it("locks an account for 15 minutes at the 5th failure inside 15 minutes", async () => {
    const { t, a } = fresh();
    for (let i = 0; i < 4; i++) expect(await t.fail(a, 1000 * i)).toBe(0);
    expect(await t.fail(a, 5000)).toBe(900);
    expect(await t.lockedFor(a, 5000)).toBe(900);
    expect(await t.lockedFor(a, 5000 + 900_000)).toBe(0);
  });

  it("forgets failures older than 15 minutes", async () => {
    const { t, a } = fresh();
    for (let i = 0; i < 4; i++) await t.fail(a, 0);
    expect(await t.fail(a, 900_000)).toBe(0);
  });

  it("doubles each further lock-out up to one hour", async () => {
    const { t, a } = fresh();
    let now = 0;
    const locks: number[] = [];
    for (let round = 0; round < 4; round++) {
      let lock = 0;
      for (let i = 0; i < 5; i++) lock = await t.fail(a, now);
      locks.push(lock);
      now += lock * 1000;
    }
    expect(locks).toEqual([900, 1800, 3600, 3600]);
  });

  it("resets on success and keeps accounts apart", async () => {
    const { t, a } = fresh();
    const other = fresh().a;
    for (let i = 0; i < 5; i++) await t.fail(a, 0);
    expect(await t.lockedFor(other, 0)).toBe(0);
    await t.succeed(a);
    expect(await t.lockedFor(a, 0)).toBe(0);
  });

  it("counts failures racing through two throttles on one database (two API processes) as one lock-out", async () => {
    const { t, a } = fresh();
    const other = createLoginThrottle(test.database.db);
    const locks = await Promise.all(
      Array.from({ length: 5 }, (_, i) => (i % 2 === 0 ? t : other).fail(a, 10_000)),
    );
    expect(locks.filter((s) => s > 0)).toEqual([900]);
    expect(await other.lockedFor(a, 10_000)).toBe(900);
    expect(await t.lockedFor(a, 10_000)).toBe(900);
  });
});
