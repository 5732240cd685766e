import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/openTestDatabase.js";
import { createLoginThrottle, type LoginThrottle, loginDelayMs } from "./createLoginThrottle.js";

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

const HOME = "203.0.113.7";
const STRANGER = "198.51.100.66";

describe("loginDelayMs", () => {
  it("lets 4 failures pass, then waits 30 s doubling up to 15 min", () => {
    expect([1, 4, 5, 6, 7, 9, 10, 40].map(loginDelayMs)).toEqual([
      0, 0, 30_000, 60_000, 120_000, 480_000, 900_000, 900_000,
    ]);
  });
});

describe("createLoginThrottle (after-sales-and-law.md §7)", () => {
  it("makes the 5th failure from one address wait 30 s, the 6th 60 s", async () => {
    const { t, a } = fresh();
    for (let i = 0; i < 4; i++) expect(await t.fail(a, 1000 * i, HOME)).toBe(0);
    expect(await t.lockedFor(a, 4000, HOME)).toBe(0);
    expect(await t.fail(a, 5000, HOME)).toBe(30);
    expect(await t.lockedFor(a, 5000, HOME)).toBe(30);
    expect(await t.lockedFor(a, 35_000, HOME)).toBe(0);
    expect(await t.fail(a, 35_000, HOME)).toBe(60);
  });

  it("sets no wait for a free failure, even for a process whose clock is a few seconds behind", async () => {
    const { t, a } = fresh();
    const at = 1_800_000_000_000;
    for (let i = 0; i < 4; i++) expect(await t.fail(a, at, HOME)).toBe(0);
    expect(await t.lockedFor(a, at - 5_000, HOME)).toBe(0);
    expect(await t.fail(a, at, HOME)).toBe(30);
    expect(await t.lockedFor(a, at - 5_000, HOME)).toBe(35);
  });

  it("never delays the owner's address for a stranger's failures", async () => {
    const { t, a } = fresh();
    for (let i = 0; i < 20; i++) await t.fail(a, 0, STRANGER);
    expect(await t.lockedFor(a, 0, STRANGER)).toBe(900);
    expect(await t.lockedFor(a, 0, HOME)).toBe(0);
  });

  it("forgets failures a day after the last one", async () => {
    const { t, a } = fresh();
    for (let i = 0; i < 4; i++) await t.fail(a, 0, HOME);
    expect(await t.fail(a, 24 * 3_600_000, HOME)).toBe(0);
  });

  it("forgets one address's failures on its success, every address's on a reset (no address)", async () => {
    const { t, a } = fresh();
    for (let i = 0; i < 5; i++) {
      await t.fail(a, 0, HOME);
      await t.fail(a, 0, STRANGER);
    }
    await t.succeed(a, HOME);
    expect(await t.lockedFor(a, 0, HOME)).toBe(0);
    expect(await t.lockedFor(a, 0, STRANGER)).toBe(30);
    await t.succeed(a);
    expect(await t.lockedFor(a, 0, STRANGER)).toBe(0);
  });

  it("keeps the former call shape: without an address, one slow-down per account", async () => {
    const { t, a } = fresh();
    for (let i = 0; i < 4; i++) await t.fail(a, 0);
    expect(await t.fail(a, 0)).toBe(30);
    expect(await t.lockedFor(a, 0)).toBe(30);
  });

  it("counts failures racing through two throttles on one database (two API processes)", async () => {
    const { t, a } = fresh();
    const other = createLoginThrottle(test.database.db);
    const waits = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? t : other).fail(a, 10_000, HOME)),
    );
    expect(waits.filter((s) => s > 0).sort((x, y) => x - y)).toEqual([30, 60]);
  });
});
