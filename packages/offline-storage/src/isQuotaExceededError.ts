/**
 * True for a browser quota error: `QuotaExceededError` (DOMException code 22) or Firefox's
 * `NS_ERROR_DOM_QUOTA_REACHED` (code 1014) (§14.2). Pure.
 *
 * @example
 * isQuotaExceededError(Object.assign(new Error("full"), { name: "QuotaExceededError" })); // true
 */
export function isQuotaExceededError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014
  );
}
