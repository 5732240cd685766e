import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/openTestDatabase.js";
import { createRateLimiter, type RateLimiter } from "./createRateLimiter.js";

const rule = { name: "t", limit: 3, windowMs: 60_000 };
let test: TestDatabase;
let rules = 0;
beforeAll(async () => {
  test = await openTestDatabase();
}, 60_000);
afterAll(() => test.close());

/** A limiter on the shared test database and a rule name of its own, so the cases do not meet. */
function fresh(enabled = true): { limiter: RateLimiter; r: typeof rule } {
  rules += 1;
  return {
    limiter: createRateLimiter({ db: test.database.db, enabled }),
    r: { ...rule, name: `t${rules}` },
  };
}

describe("createRateLimiter", () => {
  it("allows `limit` hits per window and refuses the next with the seconds left", async () => {
    const { limiter, r } = fresh();
    for (let i = 0; i < 3; i++) expect((await limiter.hit(r, "ip", 1_000)).allowed).toBe(true);
    expect(await limiter.hit(r, "ip", 11_000)).toEqual({ allowed: false, remaining: 0, retryAfterS: 50 });
    expect(await limiter.hit(r, "ip", 12_000)).toEqual({ allowed: false, remaining: 0, retryAfterS: 49 });
  });
  it("opens a new window after windowMs", async () => {
    const { limiter, r } = fresh();
    for (let i = 0; i < 4; i++) await limiter.hit(r, "ip", 0);
    expect(await limiter.hit(r, "ip", 60_000)).toEqual({ allowed: true, remaining: 2, retryAfterS: 0 });
  });
  it("keeps keys and rule names apart", async () => {
    const { limiter, r } = fresh();
    for (let i = 0; i < 3; i++) await limiter.hit(r, "a", 0);
    expect((await limiter.hit(r, "b", 0)).allowed).toBe(true);
    expect((await limiter.hit({ ...r, name: `${r.name}-other` }, "a", 0)).allowed).toBe(true);
  });
  it("peek does not count and reset forgets", async () => {
    const { limiter, r } = fresh();
    for (let i = 0; i < 5; i++) await limiter.peek(r, "a", 0);
    expect((await limiter.hit(r, "a", 0)).remaining).toBe(2);
    await limiter.hit(r, "a", 0);
    expect(await limiter.peek(r, "a", 0)).toEqual({ allowed: true, remaining: 1, retryAfterS: 0 });
    await limiter.hit(r, "a", 0);
    expect(await limiter.peek(r, "a", 30_000)).toEqual({ allowed: false, remaining: 0, retryAfterS: 30 });
    await limiter.reset(r, "a");
    expect((await limiter.hit(r, "a", 0)).allowed).toBe(true);
  });
  it("allows everything when disabled", async () => {
    const { limiter, r } = fresh(false);
    for (let i = 0; i < 10; i++) expect((await limiter.hit(r, "a", 0)).allowed).toBe(true);
  });
  it("adds up hits from two limiters on one database (two API processes)", async () => {
    const { limiter: a, r } = fresh();
    const b = createRateLimiter({ db: test.database.db });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).hit(r, "shared", 5_000)),
    );
    expect(results.filter((x) => x.allowed)).toHaveLength(3);
    expect((await b.peek(r, "shared", 5_000)).allowed).toBe(false);
  });
  it("stores keys hashed and prunes counters whose window ended", async () => {
    const { limiter, r } = fresh();
    await limiter.hit(r, "anna@example.pl", 1_000_000);
    const keys = async () =>
      (
        await test.database.db
          .selectFrom("rate_limit_counter")
          .select("key")
          .where("name", "=", r.name)
          .execute()
      ).map((row) => row.key);
    expect(await keys()).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    // the next hit more than a minute later (a fresh limiter prunes on its first hit) deletes the ended window
    await createRateLimiter({ db: test.database.db }).hit({ ...r, name: "other" }, "x", 1_060_000);
    expect(await keys()).toEqual([]);
  });
});
