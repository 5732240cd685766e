import type { ServerResponse } from "@outlet/cart-merge";
import { isHttpError } from "./httpError";

/**
 * Turns a transport call into the `{code, result}` answer the domain planners read (behaviour.md §0
 * envelope): a resolved value is code 200; an `HttpError` keeps its status and the server's message; any
 * other failure (network, timeout, bad content type) is code `null` with its message.
 *
 * @example
 * const answer = await toAnswer(client.cart.pull()); // { code: 200, result: [...] } or { code: 404, result: "…" }
 */
export async function toAnswer<TResult>(call: Promise<TResult>): Promise<ServerResponse<TResult | string>> {
  try {
    return { code: 200, result: await call };
  } catch (error) {
    if (isHttpError(error)) return { code: error.status, result: error.apiError.message };
    return { code: null, result: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The server's message of a failed call, when it is a shopper-facing one (a 4xx with a message), else null.
 *
 * @example
 * serverMessage(new HttpError(400, …)); // "Popraw zaznaczone pola."
 */
export function serverMessage(error: unknown): string | null {
  if (isHttpError(error) && error.status >= 400 && error.status < 500) return error.apiError.message || null;
  return null;
}
