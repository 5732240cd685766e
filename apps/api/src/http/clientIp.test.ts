import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { clientIp } from "./clientIp.js";

const req = (socket: string, xff?: string): FastifyRequest =>
  ({
    raw: { socket: { remoteAddress: socket } },
    headers: xff === undefined ? {} : { "x-forwarded-for": xff },
  }) as unknown as FastifyRequest;

describe("clientIp", () => {
  it("uses the socket address when the peer is not a trusted proxy", () => {
    expect(clientIp(req("203.0.113.5", "1.2.3.4"), ["127.0.0.1"])).toBe("203.0.113.5");
  });
  it("takes the right-most untrusted X-Forwarded-For entry behind trusted proxies", () => {
    expect(clientIp(req("127.0.0.1", "1.2.3.4, 198.51.100.7, 10.0.0.2"), ["127.0.0.1", "10.0.0.2"])).toBe(
      "198.51.100.7",
    );
  });
  it("strips the IPv4-mapped IPv6 prefix", () => {
    expect(clientIp(req("::ffff:127.0.0.1", "198.51.100.9"), ["127.0.0.1"])).toBe("198.51.100.9");
  });
  it("falls back to the socket when every hop is trusted or the header is missing", () => {
    expect(clientIp(req("127.0.0.1"), ["127.0.0.1"])).toBe("127.0.0.1");
    expect(clientIp(req("127.0.0.1", "127.0.0.1"), ["127.0.0.1"])).toBe("127.0.0.1");
  });
  it("trusts no proxy by default, only a configured one", () => {
    const config = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: "/tmp/outlet-clientip-test", APP_SECRET: "x".repeat(40), ...env }).trustProxy;
    expect(config({})).toEqual([]);
    expect(config({ TRUST_PROXY: "127.0.0.1" })).toEqual(["127.0.0.1"]);
    // with the default, a loopback client cannot pick its own address
    expect(clientIp(req("127.0.0.1", "198.51.100.9"), config({}))).toBe("127.0.0.1");
  });
});
