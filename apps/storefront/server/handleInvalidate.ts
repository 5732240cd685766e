import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";

/** A tag as the catalogue names them (`P<sku>`, `C<id>`, `product`, `cmsPage-about`…). */
const TAG = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;
const MAX_TAGS = 1000;

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Wrong keys one client address may send per window before it is refused without a comparison. */
export const WRONG_KEYS_PER_WINDOW = 10;
const WRONG_KEY_WINDOW_MS = 60_000;
const MAX_TRACKED = 10_000;

/** Wrong `/invalidate` keys per client address (fixed one-minute windows). */
export interface WrongKeyLimit {
  /** Seconds until `client` may try a key again, or 0. */
  blockedFor(client: string, now: number): number;
  /** Counts one wrong key of `client`. */
  fail(client: string, now: number): void;
}

/**
 * Creates the wrong-key limit of `/invalidate` (issue 31: wrong keys were never limited): after
 * {@link WRONG_KEYS_PER_WINDOW} wrong keys in a minute a client gets 429 with `Retry-After` until the minute
 * ends, its keys not even compared. At most 10 000 addresses are tracked (the oldest window goes first).
 *
 * @example
 * const limit = createWrongKeyLimit();
 * limit.fail("203.0.113.7", Date.now());
 */
export function createWrongKeyLimit(): WrongKeyLimit {
  const windows = new Map<string, { failures: number; endsAt: number }>();
  return {
    blockedFor(client, now) {
      const window = windows.get(client);
      if (!window || window.endsAt <= now || window.failures < WRONG_KEYS_PER_WINDOW) return 0;
      return Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    },
    fail(client, now) {
      const window = windows.get(client);
      if (window && window.endsAt > now) {
        window.failures += 1;
        return;
      }
      windows.delete(client);
      if (windows.size >= MAX_TRACKED) windows.delete(windows.keys().next().value as string);
      windows.set(client, { failures: 1, endsAt: now + WRONG_KEY_WINDOW_MS });
    },
  };
}

function reply(res: ServerResponse, status: number, body: Record<string, unknown>) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

/**
 * `GET|POST /invalidate?tag=P12,C5` with the key in the `X-Invalidate-Key` header: drops every cached page
 * carrying one of the tags, everywhere the cache lives, and answers once that is done. A wrong or missing
 * key is 401 and changes nothing, and past 10 wrong keys a minute from one address 429; a key in the URL
 * (where logs keep it) is refused with 400 (issue 31); without a configured key the endpoint does not
 * exist (404).
 */
export async function handleInvalidate(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: {
    readonly key: string | null;
    readonly invalidate: (tags: readonly string[]) => Promise<number>;
    readonly logger: Logger;
    /** The client's address, for the wrong-key limit. */
    readonly client: string;
    readonly wrongKeys: WrongKeyLimit;
  },
): Promise<void> {
  if (!deps.key) return reply(res, 404, { error: "Not found" });
  if (req.method !== "GET" && req.method !== "POST") return reply(res, 405, { error: "Method not allowed" });
  if (url.searchParams.has("key"))
    return reply(res, 400, { error: "The key goes in the X-Invalidate-Key header, never in the URL" });
  const now = Date.now();
  const blocked = deps.wrongKeys.blockedFor(deps.client, now);
  if (blocked > 0) {
    res.setHeader("Retry-After", String(blocked));
    return reply(res, 429, { error: "Too many wrong keys", retry_after: blocked });
  }
  const header = req.headers["x-invalidate-key"];
  const given = typeof header === "string" ? header : "";
  if (!sameKey(given, deps.key)) {
    deps.wrongKeys.fail(deps.client, now);
    deps.logger.warn(
      { tags: url.searchParams.getAll("tag").join(",").slice(0, 200) },
      "invalidate: wrong key",
    );
    return reply(res, 401, { error: "Unauthorized" });
  }
  const tags = [
    ...new Set(
      url.searchParams
        .getAll("tag")
        .flatMap((value) => value.split(","))
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  if (tags.length === 0 || tags.length > MAX_TAGS || !tags.every((tag) => TAG.test(tag)))
    return reply(res, 400, { error: "Invalid tags" });
  const dropped = await deps.invalidate(tags);
  deps.logger.info({ tags: tags.slice(0, 50), dropped }, "invalidate");
  return reply(res, 200, { ok: true, tags, dropped });
}
