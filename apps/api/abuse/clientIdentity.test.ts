import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop } from "../test/shopHarness.js";
import type { RunningServer } from "../test/startServer.js";
import { report } from "./abuseHarness.js";

// Issue 31, finding 2: `npm start` gave the API TRUST_PROXY=127.0.0.1,::1 while browsers call the API
// directly, so every local client chose its own rate-limit identity in X-Forwarded-For. Now only a request
// carrying the storefront's forwarding key has its X-Forwarded-For believed (§7); the old variable is
// ignored, so a server started the old way is safe too.
const KEY = "abuse-forwarding-key-0123456789abcdef";

let api: RunningServer;
beforeAll(async () => {
  api = await startShop({ TRUST_PROXY: "127.0.0.1,::1", FORWARDING_KEY: KEY });
}, 60_000);
afterAll(() => api.stop());

const startPage = (headers: Record<string, string>) =>
  api.post("/api/ext/start-page", { url: "/", date: new Date().toISOString() }, headers);

describe("a local client's chosen identity", () => {
  it("is ignored: 121 start-page records, each 'from' another address, hit the one limit of 120 a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      // a spoofer also tries a made-up key; only the exact key is believed
      const headers: Record<string, string> = { "x-forwarded-for": `198.51.100.${i}` };
      if (i % 2 === 1) headers["x-forwarding-key"] = `${KEY.slice(0, -1)}x`;
      statuses.push((await startPage(headers)).status);
    }
    report("spoofed X-Forwarded-For", { requests: 121, accepted: statuses.filter((s) => s === 200).length });
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it("is still believed from the storefront's server, which holds the key", async () => {
    const res = await startPage({ "x-forwarded-for": "203.0.113.50", "x-forwarding-key": KEY });
    expect(res.status).toBe(200);
  });
});
