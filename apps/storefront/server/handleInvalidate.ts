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

function reply(res: ServerResponse, status: number, body: Record<string, unknown>) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

/**
 * `GET|POST /invalidate?tag=P12,C5&key=…` (the seed's invalidation call; the key may come in the
 * `X-Invalidate-Key` header instead): drops every cached page carrying one of the tags, everywhere the
 * cache lives, and answers once that is done. A wrong or missing key is 401 and changes nothing; without a
 * configured key the endpoint does not exist (404).
 */
export async function handleInvalidate(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: {
    readonly key: string | null;
    readonly invalidate: (tags: readonly string[]) => Promise<number>;
    readonly logger: Logger;
  },
): Promise<void> {
  if (!deps.key) return reply(res, 404, { error: "Not found" });
  if (req.method !== "GET" && req.method !== "POST") return reply(res, 405, { error: "Method not allowed" });
  const header = req.headers["x-invalidate-key"];
  const given = url.searchParams.get("key") ?? (typeof header === "string" ? header : "");
  if (!sameKey(given, deps.key)) {
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
