import type { ApiError } from "./apiError.js";
import { type Lang, reasonMessage } from "./messages.js";

/**
 * The `{code, result}` envelope of an {@link ApiError} in a language: its message (`message` and
 * `errorMessage`), the issues of a 400 in that language, the request's reference on a 500, and the
 * error's own result fields. The server's error handler sends it; the order endpoint stores it for replays.
 *
 * @example
 * errorEnvelope(new ApiError("not_found"), "pl", request.id); // { code: 404, result: { message: "…", errorMessage: "…" } }
 */
export function errorEnvelope(
  error: ApiError,
  lang: Lang,
  reference: string,
): { code: number; result: Record<string, unknown> } {
  const message = error.localized?.[lang] ?? reasonMessage(error.reason, lang);
  const result: Record<string, unknown> = { message, errorMessage: message };
  if (error.status === 400) {
    result.issues = error.issues.map(({ messageEn, message: pl, ...rest }) => ({
      ...rest,
      message: lang === "en" ? (messageEn ?? pl) : pl,
    }));
  }
  if (error.status === 500) result.reference = reference;
  Object.assign(result, error.result);
  return { code: error.status, result };
}
