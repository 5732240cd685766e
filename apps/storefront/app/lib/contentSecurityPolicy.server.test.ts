// @vitest-environment node
import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, behindTls } from "../../server/securityHeaders.mjs";
import { contentSecurityPolicy, inlineScriptHashes } from "./contentSecurityPolicy.server";

describe("the page's Content-Security-Policy", () => {
  it("hashes executable inline scripts only (not external ones, not JSON-LD)", () => {
    const html =
      '<script>alert(1)</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script type="module">import("/entry.js");</script><script>alert(1)</script>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ]);
  });

  it("allows scripts by hash and the sign-in SDKs, never inline or eval, and forbids framing", () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"], {
      apiOrigin: "https://api.outlet.example",
      tls: true,
    });
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe("'self' 'sha256-abc=' https://accounts.google.com https://connect.facebook.net");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://api.outlet.example");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy([], { apiOrigin: "http://127.0.0.1:8080", tls: false })).not.toContain(
      "upgrade-insecure-requests",
    );
  });
});

describe("the base security headers", () => {
  it("send HSTS only behind TLS, configurable", () => {
    expect(behindTls({ SITE_URL: "https://outlet.example" })).toBe(true);
    expect(behindTls({ SITE_URL: "http://127.0.0.1:3000" })).toBe(false);
    expect(behindTls({ SITE_URL: "https://outlet.example", HSTS: "off" })).toBe(false);
    expect(baseSecurityHeaders({ HSTS: "on", HSTS_MAX_AGE: "600" })["Strict-Transport-Security"]).toBe(
      "max-age=600; includeSubDomains",
    );
    const plain = baseSecurityHeaders({});
    expect(plain["Strict-Transport-Security"]).toBeUndefined();
    expect(plain).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });
});
