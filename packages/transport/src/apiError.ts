import type { ApiIssue as ContractApiIssue } from "@outlet/contract";
/**
 * One validation issue of an error answer (api-contract §1.3); LB validator errors are mapped onto it.
 *
 * @example
 * const issue: ApiIssue = { path: "cartItem.qty", code: "qty_unavailable", message: "Dostępne tylko 2 szt.", max_qty: 2 };
 */
export type ApiIssue = ContractApiIssue;

/**
 * An error answer normalised from any of the five shapes of api-contract §13.1 (a string; LB's
 * `{errorMessage, code}`; an array of LB validator errors; `{code, result: string, stack?}`; RB's
 * `{message, errorMessage, issues}`).
 * @example
 * const error: ApiError = { code: 400, message: "Popraw zaznaczone pola.", issues: [], raw: {} };
 */
export interface ApiError {
  /** The envelope's `code` (or the HTTP status when the body had none). */
  readonly code: number;
  readonly message: string;
  readonly issues: readonly ApiIssue[];
  /** The `result` exactly as received (or the whole body when it was not an envelope). */
  readonly raw: unknown;
}

/**
 * The text used when an error answer carries no message at all (api-contract §13.1, "a generic text").
 *
 * @example
 * toApiError(500, {}).message === GENERIC_ERROR_MESSAGE // true
 */
export const GENERIC_ERROR_MESSAGE = "Unknown error";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

function toIssue(entry: unknown): ApiIssue | undefined {
  if (typeof entry === "string") return { message: entry === "" ? GENERIC_ERROR_MESSAGE : entry };
  if (!isRecord(entry)) return undefined;
  const { path, dataPath, instancePath, code, keyword, message, ...extra } = entry;
  const issuePath = nonEmptyString(path) ?? nonEmptyString(dataPath) ?? nonEmptyString(instancePath);
  const issueCode = nonEmptyString(code) ?? nonEmptyString(keyword);
  return {
    ...extra,
    ...(issuePath === undefined ? {} : { path: issuePath.replace(/^[./]/, "") }),
    ...(issueCode === undefined ? {} : { code: issueCode }),
    message: nonEmptyString(message) ?? GENERIC_ERROR_MESSAGE,
  };
}

/**
 * Normalises an error `result` into an {@link ApiError} (api-contract §13.1). `message` is the first of:
 * the string itself, `result.message`, `result.errorMessage`, `result.result`, the first issue or array
 * message, and finally {@link GENERIC_ERROR_MESSAGE}. Pure.
 *
 * @example
 * toApiError(400, { message: "Popraw zaznaczone pola.", issues: [{ path: "cartItem.qty", code: "too_small", message: "Minimalna ilość to 1." }] });
 * // → { code: 400, message: "Popraw zaznaczone pola.", issues: [{ path: "cartItem.qty", … }], raw: … }
 */
export function toApiError(code: number, result: unknown): ApiError {
  if (typeof result === "string") {
    return { code, message: result === "" ? GENERIC_ERROR_MESSAGE : result, issues: [], raw: result };
  }
  if (Array.isArray(result)) {
    const issues = result.map(toIssue).filter((issue): issue is ApiIssue => issue !== undefined);
    return { code, message: issues[0]?.message ?? GENERIC_ERROR_MESSAGE, issues, raw: result };
  }
  if (isRecord(result)) {
    const issues = Array.isArray(result.issues)
      ? result.issues.map(toIssue).filter((issue): issue is ApiIssue => issue !== undefined)
      : [];
    const message =
      nonEmptyString(result.message) ??
      nonEmptyString(result.errorMessage) ??
      nonEmptyString(result.result) ??
      issues[0]?.message ??
      GENERIC_ERROR_MESSAGE;
    return { code, message, issues, raw: result };
  }
  return { code, message: GENERIC_ERROR_MESSAGE, issues: [], raw: result };
}
