import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import { behindTls } from "../server/securityHeaders.mjs";
import { contentSecurityPolicy, inlineScriptHashes } from "./lib/contentSecurityPolicy.server";
import { readPublicConfig } from "./lib/publicConfig.server";
import { scriptsAfterFirstPaint } from "./lib/scriptsAfterFirstPaint.server";

/** How long a render may take before it is cut off (react-router's default entry: 5 s, plus a second). */
export const streamTimeout = 5_000;

/**
 * What react-router reports while answering (react-router calls it instead of its own `console.error`): a
 * client's mistake (405 for a POST to a page without a form, 404, 400) is not logged — the request log line
 * already has the status — and a real failure is one JSON line in the request log's format (pino's `err`),
 * never a multi-line stack trace that breaks a log reader.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A 5xx error response from react-router carries the error it stands for.
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  const err =
    cause instanceof Error
      ? { type: cause.name, message: cause.message, stack: cause.stack }
      : { message: String(cause) };
  process.stdout.write(
    `${JSON.stringify({ level: 50, time: Date.now(), pid: process.pid, err, msg: "render failed" })}\n`,
  );
};

/**
 * The document's CSP with the hashes of its inline scripts. The base security headers come from the server
 * on every answer (`server/withSecurityHeaders.ts`).
 */
function secure(headers: Headers, html: string): void {
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy(inlineScriptHashes(html), {
      apiOrigin: readPublicConfig().apiOrigin,
      tls: behindTls(process.env),
    }),
  );
}

/**
 * Renders a document completely (`onAllReady`), then hashes every inline script of the finished HTML into
 * the page's Content-Security-Policy (`app/lib/contentSecurityPolicy.server.ts`). Buffering costs streaming,
 * which the pages do not use (no deferred data), and makes the body and its headers one unit an output cache
 * can store and replay.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    secure(responseHeaders, "");
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Fizz moves a finished Suspense boundary (HydrateLater) out of its place — a hidden <div> after the
        // shell, swapped in by an inline script — once the bytes so far pass this size: without JavaScript
        // the content would stay hidden, and with it the footer would jump. The whole page is sent at once
        // (onAllReady), so every boundary stays where it is written.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            const html = scriptsAfterFirstPaint(Buffer.concat(chunks).toString("utf8"));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            secure(responseHeaders, html);
            resolve(new Response(html, { status, headers: responseHeaders }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
