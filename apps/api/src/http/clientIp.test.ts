import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyRequest } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { clientIp } from "./clientIp.js";

const KEY = "storefront-forwarding-key-0123456789";

const req = (socket: string, headers: Record<string, string> = {}): FastifyRequest =>
  ({ raw: { socket: { remoteAddress: socket } }, headers }) as unknown as FastifyRequest;

describe("clientIp", () => {
  it("ignores X-Forwarded-For without the forwarding key, even from loopback", () => {
    expect(clientIp(req("127.0.0.1", { "x-forwarded-for": "198.51.100.9" }), KEY)).toBe("127.0.0.1");
    expect(
      clientIp(req("127.0.0.1", { "x-forwarded-for": "198.51.100.9", "x-forwarding-key": "guess" }), KEY),
    ).toBe("127.0.0.1");
  });
  it("takes the right-most X-Forwarded-For entry of a request with the key", () => {
    const headers = { "x-forwarded-for": "1.2.3.4, 198.51.100.7", "x-forwarding-key": KEY };
    expect(clientIp(req("127.0.0.1", headers), KEY)).toBe("198.51.100.7");
  });
  it("strips the IPv4-mapped IPv6 prefix", () => {
    expect(clientIp(req("::ffff:203.0.113.4"), KEY)).toBe("203.0.113.4");
  });
  it("believes nobody when no key is configured", () => {
    const headers = { "x-forwarded-for": "198.51.100.7", "x-forwarding-key": "" };
    expect(clientIp(req("127.0.0.1", headers), null)).toBe("127.0.0.1");
  });
  it("falls back to the socket when the keyed request names no address", () => {
    expect(clientIp(req("127.0.0.1", { "x-forwarding-key": KEY }), KEY)).toBe("127.0.0.1");
  });
  // loadConfig creates its DATA_DIR: a folder of this test's own, removed after it
  const dataDir = mkdtempSync(join(tmpdir(), "outlet-clientip-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  it("reads FORWARDING_KEY, none by default, and refuses a short one", () => {
    const config = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir, APP_SECRET: "x".repeat(40), ...env }).forwardingKey;
    expect(config({})).toBeNull();
    expect(config({ FORWARDING_KEY: KEY })).toBe(KEY);
    expect(() => config({ FORWARDING_KEY: "short" })).toThrow(/FORWARDING_KEY/);
  });
});
