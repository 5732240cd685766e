import { readFile } from "node:fs/promises";
import { readServerConfig } from "../lib/config.server";
import { forwardedFor } from "../lib/loadContext.server";
import type { Route } from "./+types/img";

let placeholder: Promise<Buffer> | null = null;

function placeholderSvg(): Promise<Buffer> {
  placeholder ??= readFile(new URL("../../public/placeholder.svg", import.meta.url)).catch(() =>
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="828"><rect width="600" height="828" fill="#f3efe6"/></svg>',
    ),
  );
  return placeholder;
}

/**
 * `/img/{w}/{h}/{action}/{path}`: the backend's image resizer (api-contract.md §7.6) on the shop's own
 * origin, so pages need no second origin. The browser's `Accept` goes along and the backend's `Vary` comes
 * back, so a merchant picture arrives as WebP where the browser takes it. When the backend has no such
 * image, the placeholder is served (not cached) instead of a broken image.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = params["*"] ?? "";
  if (
    !/^\d{1,4}\/\d{1,4}\/(resize|fit)\/[A-Za-z0-9/_.-]+\.(jpe?g|png|webp)$/.test(path) ||
    path.includes("..")
  ) {
    return new Response("Bad request", { status: 400 });
  }
  try {
    const upstream = await fetch(`${readServerConfig().apiOrigin}/img/${path}`, {
      signal: request.signal,
      // the backend answers WebP to a client that takes it (the merchant's own pictures), else the original
      headers: { ...forwardedFor(context), Accept: request.headers.get("accept") ?? "*/*" },
    });
    const type = upstream.headers.get("content-type") ?? "";
    if (upstream.ok && type.startsWith("image/")) {
      return new Response(upstream.body, {
        headers: {
          "Content-Type": type,
          "Cache-Control": upstream.headers.get("cache-control") ?? "public, max-age=86400",
          ...(upstream.headers.get("vary") ? { Vary: upstream.headers.get("vary") as string } : {}),
        },
      });
    }
  } catch {
    // fall through to the placeholder
  }
  return new Response(new Uint8Array(await placeholderSvg()), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=300" },
  });
}
