import { type ApiError, toApiError } from "./apiError.js";

/**
 * The outcome of reading an envelope `{ code, result, meta? }` (api-contract §1.2).
 *
 * @example
 * const outcome: EnvelopeOutcome = unwrapEnvelope({ code: 200, result: true }); // { ok: true, result: true, meta: undefined }
 */
export type EnvelopeOutcome =
  | {
      readonly ok: true;
      readonly result: unknown;
      readonly meta: Readonly<Record<string, unknown>> | undefined;
    }
  | { readonly ok: false; readonly reason: "error"; readonly status: number; readonly apiError: ApiError }
  | { readonly ok: false; readonly reason: "wrong-format" };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The effective status of an answer: its `code`, except that LB's hidden 401 — `code` 500 (or any non-200)
 * with `result.code` 401 — counts as 401 (api-contract §13.2). Pure.
 * @example effectiveStatus(500, { code: 401, errorMessage: "expired" }) // 401
 */
export function effectiveStatus(code: number, result: unknown): number {
  if (code !== 200 && isRecord(result) && Number.parseInt(String(result.code), 10) === 401) return 401;
  return code;
}

/**
 * Reads an envelope. "Code 200" means `parseInt(code) === 200` (behaviour §0), so `"200"` counts; any other
 * code is an error whose answer is normalised by {@link toApiError}; a falsy body, a body without `code`, or
 * an unparsable `code` is a wrong format (behaviour §11.4). Pure.
 *
 * @example
 * unwrapEnvelope({ code: 200, result: ["a"] }) // { ok: true, result: ["a"], meta: undefined }
 * unwrapEnvelope({ code: 400, result: { message: "Popraw zaznaczone pola.", issues: [] } }) // { ok: false, reason: "error", status: 400, … }
 */
export function unwrapEnvelope(body: unknown): EnvelopeOutcome {
  if (!body || !isRecord(body) || !("code" in body)) return { ok: false, reason: "wrong-format" };
  const code = Number.parseInt(String(body.code), 10);
  if (Number.isNaN(code)) return { ok: false, reason: "wrong-format" };
  const status = effectiveStatus(code, body.result);
  if (status !== 200)
    return { ok: false, reason: "error", status, apiError: toApiError(status, body.result) };
  return { ok: true, result: body.result, meta: isRecord(body.meta) ? body.meta : undefined };
}
