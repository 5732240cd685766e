// @vitest-environment node
import { describe, expect, it } from "vitest";
import { refreshTokenFrom, SESSION_COOKIE, sameOrigin, sessionCookie } from "./sessionCookie.server";

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Strict, scoped to /session, Secure behind TLS, and cleared by an empty token", () => {
    expect(sessionCookie("r/1+", { tls: true })).toBe(
      `${SESSION_COOKIE}=r%2F1%2B; Path=/session; Max-Age=7776000; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(sessionCookie("", { tls: false })).toBe(
      `${SESSION_COOKIE}=; Path=/session; Max-Age=0; HttpOnly; SameSite=Strict`,
    );
  });

  it("is read back from the request's cookies", () => {
    const request = new Request("http://shop.test/session/refresh", {
      headers: { cookie: `a=1; ${SESSION_COOKIE}=r%2F1%2B; b=2` },
    });
    expect(refreshTokenFrom(request)).toBe("r/1+");
    expect(refreshTokenFrom(new Request("http://shop.test/session/refresh"))).toBe("");
  });
});

describe("the CSRF check of the session calls", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://shop.test/session/refresh", { method: "POST", headers, body: "{}" });
  const json = { "content-type": "application/json" };

  it("passes a JSON POST from the shop's own origin or its public origin", () => {
    expect(sameOrigin(post({ ...json, origin: "http://shop.test" }), "https://outlet.example")).toBe(true);
    expect(sameOrigin(post({ ...json, origin: "https://outlet.example" }), "https://outlet.example")).toBe(
      true,
    );
  });

  it("refuses another site, a missing Origin and a form post", () => {
    expect(sameOrigin(post({ ...json, origin: "https://evil.example" }), "https://outlet.example")).toBe(
      false,
    );
    expect(sameOrigin(post(json), "https://outlet.example")).toBe(false);
    expect(
      sameOrigin(
        post({ "content-type": "application/x-www-form-urlencoded", origin: "http://shop.test" }),
        "http://shop.test",
      ),
    ).toBe(false);
  });
});
