import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminServer, isProxiedPath } from "./createAdminServer";

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

let api: Server;
let admin: Server;
let origin: string;
let client: string;
let apiOrigin: string;
const FORWARDING_KEY = "admin-test-forwarding-key-0123456789";
const seen: {
  url: string;
  method: string;
  forwardedFor: string | undefined;
  forwardingKey: string | undefined;
  cookie: string | undefined;
}[] = [];

beforeAll(async () => {
  // a stand-in API that echoes what reached it and sets a cookie, like the staff log-in
  api = createServer((req, res) => {
    seen.push({
      url: req.url ?? "",
      method: req.method ?? "",
      forwardedFor: req.headers["x-forwarded-for"] as string | undefined,
      forwardingKey: req.headers["x-forwarding-key"] as string | undefined,
      cookie: req.headers.cookie,
    });
    res.writeHead(200, {
      "content-type": "application/json",
      "set-cookie": "outlet_staff=abc; Path=/api/admin; HttpOnly; SameSite=Strict",
    });
    res.end(JSON.stringify({ code: 200, result: "OK" }));
  });
  apiOrigin = await listen(api);
  client = mkdtempSync(join(tmpdir(), "admin-client-"));
  mkdirSync(join(client, "assets"));
  writeFileSync(join(client, "index.html"), "<!doctype html><title>Panel</title>");
  writeFileSync(join(client, "assets", "app-1234.js"), "console.log(1)");
  admin = createAdminServer({
    clientDir: client,
    apiOrigin,
    forwardingKey: FORWARDING_KEY,
    logError: () => {},
  });
  origin = await listen(admin);
}, 30_000);
afterAll(async () => {
  await new Promise((resolve) => admin.close(resolve));
  await new Promise((resolve) => api.close(resolve));
  // the built client's stand-in is the test's own: nothing left in the temporary folder
  rmSync(client, { recursive: true, force: true });
});

describe("isProxiedPath", () => {
  it("takes only the staff routes", () => {
    expect(isProxiedPath("/api/admin/orders")).toBe(true);
    expect(isProxiedPath("/api/admin")).toBe(true);
    expect(isProxiedPath("/api/administrator")).toBe(false);
    expect(isProxiedPath("/api/order")).toBe(false);
  });
});

describe("createAdminServer", () => {
  it("proxies /api/admin/* with the cookie both ways and its own X-Forwarded-For with the forwarding key", async () => {
    const res = await fetch(`${origin}/api/admin/session/login?x=1`, {
      method: "POST",
      headers: {
        cookie: "outlet_staff=old",
        "x-forwarded-for": "6.6.6.6",
        "x-forwarding-key": "guessed",
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toContain("SameSite=Strict");
    expect(await res.json()).toEqual({ code: 200, result: "OK" });
    const last = seen.at(-1);
    expect(last).toEqual({
      url: "/api/admin/session/login?x=1",
      method: "POST",
      forwardedFor: "127.0.0.1",
      forwardingKey: FORWARDING_KEY,
      cookie: "outlet_staff=old",
    });
  });

  it("forwards no address without a key: the API then sees this server's own (after-sales-and-law.md §7)", async () => {
    const keyless = createAdminServer({
      clientDir: tmpdir(),
      apiOrigin,
      forwardingKey: null,
      logError: () => {},
    });
    const keylessOrigin = await listen(keyless);
    await fetch(`${keylessOrigin}/api/admin/session/me`, {
      headers: { "x-forwarded-for": "6.6.6.6", "x-forwarding-key": "guessed" },
    });
    expect(seen.at(-1)).toMatchObject({
      url: "/api/admin/session/me",
      forwardedFor: undefined,
      forwardingKey: undefined,
    });
    await new Promise((resolve) => keyless.close(resolve));
  });

  it("does not proxy the shop's other routes: they get the app", async () => {
    const before = seen.length;
    const res = await fetch(`${origin}/api/order`);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(seen.length).toBe(before);
  });

  it("serves hashed assets for a year, the page without caching, with the security headers", async () => {
    const asset = await fetch(`${origin}/assets/app-1234.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await fetch(`${origin}/zamowienia`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("answers 404 for a missing asset, 405 for a write outside the API, 400 for a broken path", async () => {
    expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${origin}/`, { method: "POST" })).status).toBe(405);
    expect((await fetch(`${origin}/%E0%A4%A`)).status).toBe(400);
  });

  it("never serves a file outside the build", async () => {
    const res = await fetch(`${origin}/..%2f..%2fetc%2fpasswd`);
    expect(await res.text()).toBe("<!doctype html><title>Panel</title>");
  });

  it("answers 502 in Polish when the API is down", async () => {
    const down = createAdminServer({
      clientDir: tmpdir(),
      apiOrigin: "http://127.0.0.1:9",
      forwardingKey: null,
      logError: () => {},
    });
    const downOrigin = await listen(down);
    const res = await fetch(`${downOrigin}/api/admin/session/me`);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { result: { message: string } }).result.message).toBe(
      "Serwer sklepu nie odpowiada. Spróbuj za chwilę.",
    );
    await new Promise((resolve) => down.close(resolve));
  });
});
