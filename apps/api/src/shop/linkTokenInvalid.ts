import { ApiError } from "../http/apiError.js";
import { issue } from "../http/validation.js";

/**
 * The 400 for a mailed link's or a form's token that is unknown, used or expired (§11), at `path`.
 *
 * @example
 * if (row?.status !== "pending") throw linkTokenInvalid("token");
 */
export const linkTokenInvalid = (path: string): ApiError =>
  ApiError.invalid([
    issue(
      path,
      "token_invalid",
      "Link lub token jest nieprawidłowy albo wygasł.",
      "The link or token is invalid or has expired.",
    ),
  ]);
