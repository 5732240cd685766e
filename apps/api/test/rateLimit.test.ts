import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORWARDING_ENV, type RunningServer, startServer, TEST_FORWARDING_KEY } from "./startServer.js";

let api: RunningServer;
beforeAll(async () => {
  api = await startServer({ ...FORWARDING_ENV });
}, 60_000);
afterAll(() => api.stop());

const startPage = (ip: string) =>
  api.post(
    "/api/ext/start-page",
    { url: "/", date: new Date().toISOString() },
    { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": `10.0.0.9, ${ip}` },
  );

describe("rate limits (S9, Appendix A)", () => {
  it("answers the 121st start-page record in a minute with 429, Retry-After and retry_after", async () => {
    for (let i = 0; i < 120; i++) expect((await startPage("203.0.113.1")).status).toBe(200);
    const limited = await startPage("203.0.113.1");
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(limited.body).toMatchObject({
      code: 429,
      result: { retry_after: retry, message: expect.any(String), errorMessage: expect.any(String) },
    });
    expect(limited.headers.get("cache-control")).toBe("no-store");
  });

  it("counts per client IP taken from the right-most X-Forwarded-For entry of a keyed request", async () => {
    expect((await startPage("203.0.113.2")).status).toBe(200);
  });

  it("ignores X-Forwarded-For sent with a wrong forwarding key (§7)", async () => {
    const other = await startServer({ ...FORWARDING_ENV });
    try {
      for (let i = 0; i < 120; i++) {
        await other.post(
          "/api/ext/start-page",
          { url: "/", date: new Date().toISOString() },
          { "x-forwarding-key": `${TEST_FORWARDING_KEY}x`, "x-forwarded-for": `198.51.100.${i}` },
        );
      }
      const res = await other.post(
        "/api/ext/start-page",
        { url: "/", date: new Date().toISOString() },
        { "x-forwarding-key": "guessed", "x-forwarded-for": "198.51.100.250" },
      );
      expect(res.status).toBe(429);
    } finally {
      await other.stop();
    }
  });
});
