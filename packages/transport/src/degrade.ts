import { isHttpError, isResponseFormatError } from "./transportError.js";

/**
 * True when a failure means the deployment lacks an **N** path: an LB deployment answers those with an
 * HTML 404 page, which fails with "bad content-type" (api-contract §0, §13.4). Pure.
 * @example isMissingEndpoint(new ResponseFormatError("bad-content-type", { method: "GET", path: "/api/ext/countries" })) // true
 */
export function isMissingEndpoint(error: unknown): boolean {
  return isResponseFormatError(error) && error.reason === "bad-content-type";
}

/**
 * True for an `HttpError` with status 404. Pure.
 * @example isNotFound(new HttpError(404, { method: "GET", path: "/x" }, null)) // true
 */
export function isNotFound(error: unknown): boolean {
  return isHttpError(error) && error.status === 404;
}
