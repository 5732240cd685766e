import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { behindTls } from "../server/securityHeaders.mjs";
import { contentSecurityPolicy, inlineScriptHashes } from "./lib/contentSecurityPolicy.server";
import { readPublicConfig } from "./lib/publicConfig.server";

/** How long a render may take before it is cut off (react-router's default entry: 5 s, plus a second). */
export const streamTimeout = 5_000;

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
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            const html = Buffer.concat(chunks).toString("utf8");
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
