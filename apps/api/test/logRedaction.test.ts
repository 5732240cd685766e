import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshDatabaseEnv } from "./testDatabase.js";

// Contract S12/S13: secrets, tokens, passwords and the bodies of account endpoints never reach the logs.
// The server runs as a child process with request logging on (LOG_LEVEL=info), and the test reads every
// line it wrote while a shopper registers, logs in, refreshes and uses the token in the header and the query.

const APP = fileURLToPath(new URL("..", import.meta.url));
const PASSWORD = "Sekretne-Haslo-73-xq";
const DRAFT_KEY = "draftKeyThatMustNotBeLogged0123456789";

let child: ChildProcess;
let origin = "";
let output = "";
let dataDir = "";

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "outlet-api-logs-"));
  child = spawn(join(APP, "node_modules", ".bin", "tsx"), ["--conditions=@outlet/source", "src/main.ts"], {
    cwd: APP,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(await freshDatabaseEnv()),
      LOG_LEVEL: "info",
      RATE_LIMITS: "off",
      PASSWORD_SCRYPT_LOG_N: "12",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start: ${output}`)), 90_000);
    const collect = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /API: (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ""));
      }
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("exit", (code) => reject(new Error(`API exited (${code}): ${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { result: unknown; meta?: { refreshToken: string } },
  };
}

describe("logs (S13)", () => {
  it("never contain passwords, access or refresh tokens, nor draft keys, while requests are logged", async () => {
    const email = `logi-${Date.now()}@example.pl`;
    const created = await post("/api/user/create", {
      customer: { email, firstname: "Anna", lastname: "Nowak" },
      password: PASSWORD,
    });
    expect(created.status).toBe(200);
    const login = await post("/api/user/login", { username: email, password: PASSWORD });
    expect(login.status).toBe(200);
    const token = String(login.body.result);
    const refreshToken = String(login.body.meta?.refreshToken);

    expect(
      (await fetch(`${origin}/api/user/me`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    expect((await fetch(`${origin}/api/user/me?token=${encodeURIComponent(token)}`)).status).toBe(200);
    const refreshed = await post("/api/user/refresh", { refreshToken });
    expect(refreshed.status).toBe(200);
    await fetch(`${origin}/api/ext/cms-data/draft/${DRAFT_KEY}`);
    // a wrong password is logged as a failed request, still without the password
    expect((await post("/api/user/login", { username: email, password: `${PASSWORD}-zle` })).status).toBe(
      401,
    );

    // let pino flush the last lines (the failed login is the last request)
    await vi.waitFor(() => expect(output).toMatch(/"statusCode":401/), { timeout: 10_000 });
    expect(output).toContain("/api/user/me");
    expect(output).toContain("[REDACTED]");
    for (const secret of [PASSWORD, token, refreshToken, String(refreshed.body.result), DRAFT_KEY]) {
      expect(output.includes(secret), `the logs contain a secret (${secret.slice(0, 6)}…)`).toBe(false);
    }
  }, 60_000);

  it("never contain guest cart ids (credentials, S8) nor reset tokens, in paths, queries or bodies", async () => {
    const cartId = String((await post("/api/cart/create", {})).body.result);
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
    const search = await fetch(
      `${origin}/api/catalog/catalog/product/_search?request_format=search-query&size=1&request=${encodeURIComponent(
        JSON.stringify({
          _appliedFilters: [{ attribute: "type_id", value: { eq: "simple" }, scope: "default" }],
        }),
      )}`,
    );
    const sku = ((await search.json()) as { hits: { hits: { _source: { sku: string } }[] } }).hits.hits[0]
      ?._source.sku;
    const update = await post(`/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku, qty: 1, quoteId: cartId },
    });
    expect(update.status).toBe(200);
    for (const path of ["pull", "totals", "payment-methods"])
      expect((await fetch(`${origin}/api/cart/${path}?cartId=${cartId}`)).status).toBe(200);
    await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=NIEMA`, {});
    // a wrong cart id in a request that fails validation is still a credential-shaped value
    await fetch(`${origin}/api/cart/pull?cartId=${cartId}&x=1`);
    const resetToken = "ResetTokenThatMustNotBeLogged0123456789abc";
    await post(`/api/user/create-password?resetToken=${resetToken}`, {
      email: "nikt@example.pl",
      resetToken,
      newPassword: "Nowe-Haslo-2024!",
    });
    await fetch(`${origin}/api/ext/review/order/${crypto.randomUUID()}?secret=${resetToken}`);
    // every request logged so far has its completion line
    const count = (text: string) => output.split(text).length - 1;
    await vi.waitFor(() => expect(count("request completed")).toBe(count("incoming request")), {
      timeout: 10_000,
    });
    expect(output).toContain("/api/cart/pull?cartId=[REDACTED]");
    for (const secret of [cartId, resetToken])
      expect(output.includes(secret), `the logs contain a secret (${secret.slice(0, 6)}…)`).toBe(false);
  }, 60_000);
});
