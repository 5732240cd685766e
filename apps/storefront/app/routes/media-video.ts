import { readServerConfig } from "../lib/config.server";
import { forwardedFor } from "../lib/loadContext.server";
import type { Route } from "./+types/media-video";

/** The demo video files and captions the API serves (apps/api `GET /media/video/:file`). */
const FILE = /^[a-z]{1,32}\.(webm|pl\.vtt)$/;

/**
 * `/media/video/{file}`: a product video of the gallery (or its Polish captions) from the API, on the
 * shop's own origin, so the page's CSP (`default-src 'self'`) admits it and the captions track needs no
 * CORS. Anything else is 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const file = params.file ?? "";
  if (!FILE.test(file)) return new Response("Not found", { status: 404 });
  try {
    const upstream = await fetch(`${readServerConfig().apiOrigin}/media/video/${file}`, {
      signal: request.signal,
      headers: forwardedFor(context),
    });
    const type = upstream.headers.get("content-type") ?? "";
    if (upstream.ok && (type.startsWith("video/") || type.startsWith("text/vtt")))
      return new Response(upstream.body, {
        headers: {
          "Content-Type": type,
          "Cache-Control": upstream.headers.get("cache-control") ?? "public, max-age=86400",
        },
      });
    return new Response("Not found", { status: 404 });
  } catch {
    return new Response("Unavailable", { status: 503 });
  }
}
