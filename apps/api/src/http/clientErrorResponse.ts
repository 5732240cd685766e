import type { Socket } from "node:net";

/** Node's parser error codes for requests too large to read (`HPE_HEADER_OVERFLOW`: URL or headers). */
const TOO_LARGE = new Set(["HPE_HEADER_OVERFLOW"]);
const TIMEOUT = new Set(["ERR_HTTP_REQUEST_TIMEOUT"]);

/**
 * The raw HTTP answer to a request Node could not even parse (a broken request line, method, header,
 * Content-Length or chunk; headers or URL over the limit; a request that timed out), in the contract's
 * error envelope (S10) instead of Fastify's own body. Polish, since no `Accept-Language` could be read;
 * `no-store`, `nosniff`, and the connection is closed.
 *
 * @example
 * clientErrorResponse("HPE_INVALID_METHOD"); // "HTTP/1.1 400 Bad Request\r\n…{\"code\":400,…}"
 */
export function clientErrorResponse(code: string | undefined): string {
  const [status, label, message, issue] = TOO_LARGE.has(code ?? "")
    ? [431, "Request Header Fields Too Large", "Adres lub nagłówki żądania są za długie.", null]
    : TIMEOUT.has(code ?? "")
      ? [408, "Request Timeout", "Żądanie nie dotarło w całości na czas. Spróbuj ponownie.", null]
      : [400, "Bad Request", "Nieprawidłowe żądanie HTTP.", "Żądanie HTTP ma nieprawidłową składnię."];
  const result: Record<string, unknown> = { message, errorMessage: message };
  if (issue !== null) result.issues = [{ path: "", code: "invalid_format", message: issue }];
  const body = JSON.stringify({ code: status, result });
  return [
    `HTTP/1.1 ${status} ${label}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "X-Content-Type-Options: nosniff",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/**
 * Fastify's `clientErrorHandler`: answers with {@link clientErrorResponse} and closes the socket (nothing
 * is written to a socket that is gone).
 *
 * @example
 * Fastify({ clientErrorHandler: handleClientError });
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(error.code));
  socket.destroy();
}
