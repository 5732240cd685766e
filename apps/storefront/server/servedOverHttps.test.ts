// @vitest-environment node
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { withSecureFlag } from "./servedOverHttps";
import { withSecurityHeaders } from "./withSecurityHeaders";

// Issue 31, finding 8: HSTS and `Secure` cookies when the shop is served over HTTPS or behind a proxy that
// says so, believed only from a `TRUST_PROXY` proxy or with the forwarding key; plain local http stays plain.
// A real server on a loopback port, wrapped as `startShopServer` wraps the shop, whose page sets cookies
// the way routes do (on the response, and in the head written by `writeHead`).
const KEY = "test-forwarding-key-https-0123456789abcdef";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(env: Record<string, string>): Promise<number> {
  const listening = createServer(
    withSecurityHeaders((_req, res) => {
      res.setHeader("Set-Cookie", ["outlet_session=abc; Path=/; HttpOnly; SameSite=Strict"]);
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.end("ok");
    }, env),
  );
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  return (listening.address() as AddressInfo).port;
}

function head(port: number, headers: Record<string, string>): Promise<{ hsts: unknown; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({ hsts: res.headers["strict-transport-security"], cookies: res.headers["set-cookie"] ?? [] }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("HSTS and Secure cookies (finding 8)", () => {
  it("are sent when a proxy with the forwarding key says https", async () => {
    const port = await serve({ FORWARDING_KEY: KEY });
    const answer = await head(port, { "x-forwarded-proto": "https", "x-forwarding-key": KEY });
    expect(answer.hsts).toBe("max-age=31536000; includeSubDomains");
    expect(answer.cookies).toEqual(["outlet_session=abc; Path=/; HttpOnly; SameSite=Strict; Secure"]);
  });

  it("are sent when the proxy listed in TRUST_PROXY says https", async () => {
    const port = await serve({ TRUST_PROXY: "127.0.0.1" });
    const answer = await head(port, { "x-forwarded-proto": "https" });
    expect(answer.hsts).toBe("max-age=31536000; includeSubDomains");
    expect(answer.cookies[0]).toMatch(/; Secure$/);
  });

  it("are sent for every request when the site itself is https", async () => {
    const port = await serve({ SITE_URL: "https://outlet.example" });
    const answer = await head(port, {});
    expect(answer.hsts).toBe("max-age=31536000; includeSubDomains");
    expect(answer.cookies[0]).toMatch(/; Secure$/);
  });

  it("are not sent on plain local http, nor to a client that claims https without the key", async () => {
    const port = await serve({ FORWARDING_KEY: KEY });
    for (const headers of [
      {},
      { "x-forwarded-proto": "https" },
      { "x-forwarded-proto": "https", "x-forwarding-key": `${KEY}x` },
      { "x-forwarded-proto": "https, http", "x-forwarding-key": KEY },
    ]) {
      const answer = await head(port, headers);
      expect(answer.hsts, JSON.stringify(headers)).toBeUndefined();
      expect(answer.cookies, JSON.stringify(headers)).toEqual([
        "outlet_session=abc; Path=/; HttpOnly; SameSite=Strict",
      ]);
    }
  });

  it("adds Secure once only", () => {
    expect(withSecureFlag("a=1; Secure")).toBe("a=1; Secure");
    expect(withSecureFlag("a=1; Path=/")).toBe("a=1; Path=/; Secure");
  });
});
