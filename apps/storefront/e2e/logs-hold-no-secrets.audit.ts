import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { outbox } from "./shopper";
import { E2E_OWNER } from "./staffOwner";

/**
 * The log audit (issue 17), run after every journey (its own Playwright project): the API's and the
 * storefront server's request logs of the whole run hold none of the secrets the journeys used — the tokens
 * and secrets of every link the API mailed (password reset, order pages, reviews, newsletter and
 * back-in-stock links) and every guest cart id (a credential, contract S8).
 */

const dataDir = process.env.E2E_DATA_DIR ?? "";

/** Long random-looking parts of a link: path segments and query values of 16+ URL-safe characters. */
function secretsOfLink(href: string): string[] {
  let url: URL;
  try {
    url = new URL(href, "http://shop.invalid");
  } catch {
    return [];
  }
  const parts = [...url.pathname.split("/"), ...[...url.searchParams.values()]];
  // Slugs (`sukienka-dzianinowa-alicja-933`) and order uuids (an identifier; its secret travels beside it)
  // are not secrets.
  return parts
    .map((part) => decodeURIComponent(part))
    .filter((part) => /^[A-Za-z0-9_-]{16,}$/.test(part))
    .filter((part) => !/^[a-z]+(-[a-z0-9]+)+$/.test(part))
    .filter((part) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(part));
}

function mailedSecrets(): Set<string> {
  const secrets = new Set<string>();
  for (const mail of outbox()) {
    const texts = [mail.text, ...Object.values(mail.data ?? {}).map(String)];
    for (const text of texts) {
      for (const match of text.matchAll(/(?:https?:\/\/[^\s"'<>]+|\/[A-Za-z0-9/_-]+\?[^\s"'<>]+)/g)) {
        for (const secret of secretsOfLink(match[0])) secrets.add(secret);
      }
    }
  }
  return secrets;
}

function guestCartIds(): string[] {
  // The API's own SQLite driver (the storefront does not depend on it).
  const require = createRequire(join(import.meta.dirname, "../../api/package.json"));
  const Database = require("better-sqlite3") as new (
    file: string,
    options: { readonly: boolean },
  ) => { prepare(sql: string): { all(): { guest_key: string }[] }; close(): void };
  const db = new Database(join(dataDir, "outlet.sqlite"), { readonly: true });
  try {
    return db
      .prepare("select guest_key from cart where guest_key is not null")
      .all()
      .map((row) => row.guest_key);
  } finally {
    db.close();
  }
}

test("the request logs of the whole journey run hold none of the tokens, secrets and cart ids it used", () => {
  const logs = {
    api: readFileSync(join(dataDir, "api.log"), "utf8"),
    web: readFileSync(join(dataDir, "web.log"), "utf8"),
  };
  const secrets = [...mailedSecrets(), ...guestCartIds(), E2E_OWNER.password];
  const apiRequests = logs.api.split("\n").filter((line) => line.includes('"url"')).length;
  const webRequests = logs.web.split("\n").filter((line) => line.includes('"url"')).length;
  // The audit means something only if the run logged requests and used secrets.
  expect(apiRequests).toBeGreaterThan(100);
  expect(webRequests).toBeGreaterThan(100);
  expect(secrets.length).toBeGreaterThan(10);
  const leaks = secrets.flatMap((secret) =>
    Object.entries(logs)
      .filter(([, text]) => text.includes(secret))
      .map(([name]) => `${name}: ${secret.slice(0, 6)}…`),
  );
  process.stdout.write(
    `log audit: ${secrets.length} secrets checked against ${apiRequests} API and ${webRequests} storefront log lines, ${leaks.length} found\n`,
  );
  expect(leaks).toEqual([]);
});
