// @vitest-environment node
import { describe, expect, it } from "vitest";
import { forwardedFor } from "../app/lib/loadContext.server";
import { clientAddress, trustedProxies } from "./clientAddress.mjs";

describe("the shopper's address", () => {
  it("is the socket peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("::ffff:203.0.113.7", "1.2.3.4", [])).toBe("203.0.113.7");
    expect(clientAddress("198.51.100.2", "1.2.3.4, 5.6.7.8", trustedProxies(""))).toBe("198.51.100.2");
  });

  it("is the right-most untrusted hop behind a trusted proxy", () => {
    const trusted = trustedProxies(" 10.0.0.2 ,10.0.0.3");
    expect(trusted).toEqual(["10.0.0.2", "10.0.0.3"]);
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.7, 10.0.0.3", trusted)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", ["6.6.6.6", "203.0.113.9"], trusted)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", undefined, trusted)).toBe("10.0.0.2");
  });

  it("goes to the API as X-Forwarded-For, with the forwarding key, only when it looks like an address", () => {
    const key = "forwarding-key-0123456789abcdef";
    expect(forwardedFor({ clientAddress: "203.0.113.7" }, key)).toEqual({
      "X-Forwarding-Key": key,
      "X-Forwarded-For": "203.0.113.7",
    });
    expect(forwardedFor({ clientAddress: "2001:db8::1" }, key)).toEqual({
      "X-Forwarding-Key": key,
      "X-Forwarded-For": "2001:db8::1",
    });
    expect(forwardedFor({ clientAddress: "evil\r\nX: y" }, key)).toEqual({});
    expect(forwardedFor(undefined, key)).toEqual({});
  });
  it("forwards nothing without a key (the API would not believe it)", () => {
    expect(forwardedFor({ clientAddress: "203.0.113.7" }, null)).toEqual({});
  });
});
