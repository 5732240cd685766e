import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop } from "../test/shopHarness.js";
import { OWNER_PASSWORD, printedOwner } from "../test/staffHarness.js";
import type { RunningServer } from "../test/startServer.js";

// Issue 31, finding 8: no HSTS and no `Secure` cookies even behind `X-Forwarded-Proto: https`. The header is
// believed only with the forwarding key (after-sales-and-law.md §7): from the storefront's server or a
// proxy configured with the key; from any other client it changes nothing, and plain local http stays plain.
const KEY = "abuse-forwarding-key-https-0123456789abcdef";

let api: RunningServer;
beforeAll(async () => {
  api = await startShop({ FORWARDING_KEY: KEY });
}, 60_000);
afterAll(() => api.stop());

const behindTlsProxy = { "x-forwarded-proto": "https", "x-forwarding-key": KEY };

/** The staff log-in's `Set-Cookie` line with `headers` (the printed owner's one-time password: 200). */
async function staffCookieLine(headers: Record<string, string>): Promise<string> {
  const { email, password } = printedOwner(api);
  const res = await api.post("/api/admin/session/login", { email, password }, headers);
  // the one-time password opens one session only; after that the owner's own password does
  if (res.status !== 200) {
    const again = await api.post("/api/admin/session/login", { email, password: OWNER_PASSWORD }, headers);
    return again.headers.getSetCookie().join("\n");
  }
  const cookie = /^(outlet_staff=[^;]+)/.exec(res.headers.getSetCookie()[0] ?? "")?.[1] ?? "";
  const changed = await api.post(
    "/api/admin/session/password",
    { newPassword: OWNER_PASSWORD },
    { cookie, "x-csrf-token": res.body.result.csrfToken },
  );
  expect(changed.status).toBe(200);
  return res.headers.getSetCookie().join("\n");
}

describe("HSTS and Secure cookies over HTTPS (finding 8)", () => {
  it("sends HSTS when a proxy holding the forwarding key says the client came over https", async () => {
    const res = await api.get("/api/ext/countries", behindTlsProxy);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("sends no HSTS on plain local http, nor when a client without the key claims https", async () => {
    expect((await api.get("/api/ext/countries")).headers.get("strict-transport-security")).toBeNull();
    const spoofed = await api.get("/api/ext/countries", {
      "x-forwarded-proto": "https",
      "x-forwarding-key": `${KEY.slice(0, -1)}x`,
    });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
  });

  it("marks the staff session cookie Secure behind the https proxy, and not on plain http", async () => {
    const secure = await staffCookieLine(behindTlsProxy);
    expect(secure).toMatch(/^outlet_staff=[^;]+;.*; Secure/);
    const plain = await staffCookieLine({ "x-forwarded-proto": "https" });
    expect(plain).toMatch(/^outlet_staff=[^;]+;/);
    expect(plain).not.toContain("Secure");
  });
});
