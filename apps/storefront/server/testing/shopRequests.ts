import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/**
 * A GET against a test server on a connection of its own (no keep-alive), so the cluster's round robin
 * hands consecutive requests to the workers in turn: status, headers, the decoded body.
 */
export async function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Headers;
  body: string;
  encoding: string | null;
  cache: string | null;
}> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = (res.headers["content-encoding"] as string | undefined) ?? null;
        const body =
          encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(", ") : value);
        resolve({
          status: res.statusCode ?? 0,
          headers: responseHeaders,
          body: body.toString("utf8"),
          encoding,
          cache: responseHeaders.get("x-cache"),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The admin route's answer: the changed product's sku and tags, or its error envelope. */
interface AdminAnswer {
  sku?: string;
  tags?: string[];
  announced?: boolean;
  result?: unknown;
}

/** Changes a product through the API's admin route. */
export async function changeProduct(
  apiOrigin: string,
  token: string,
  sku: string,
  change: Record<string, unknown>,
): Promise<{ status: number; body: AdminAnswer }> {
  const response = await fetch(`${apiOrigin}/api/admin/products/${encodeURIComponent(sku)}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(change),
  });
  const json: AdminAnswer & { result?: AdminAnswer } = await response.json();
  return { status: response.status, body: json.result ?? json };
}
