import type { ServerResponse } from "./types.js";

/**
 * The status of an answer: `resultCode` when present (queue task results), else `code` (behaviour §0).
 * Pure.
 *
 * @example
 * responseStatus({ code: "200" }); // "200"
 */
export function responseStatus(response: ServerResponse | null | undefined): number | string | null {
  if (!response) return null;
  return response.resultCode ?? response.code ?? null;
}

/**
 * "Code 200" means `parseInt(code) === 200` (behaviour §0). Pure.
 *
 * @example
 * isSuccess({ code: "200", result: true }); // true
 * isSuccess({ code: 400 }); // false
 */
export function isSuccess(response: ServerResponse | null | undefined): boolean {
  const status = responseStatus(response);
  return status !== null && Number.parseInt(String(status), 10) === 200;
}
