import { ApiError } from "../http/apiError.js";
import { issue } from "../http/validation.js";
import { passwordPolicyFailure, passwordPolicyMessage } from "./passwords.js";

/**
 * The 400 for a password that breaks the S6 policy (`passwordPolicyFailure`), at `path`; `null` when the
 * password is acceptable.
 *
 * @example
 * const policy = passwordPolicyError("newPassword", body.newPassword, body.email);
 * if (policy) throw policy;
 */
export function passwordPolicyError(path: string, pw: string, email: string): ApiError | null {
  const failure = passwordPolicyFailure(pw, email);
  if (failure === null) return null;
  const m = passwordPolicyMessage(failure);
  return ApiError.invalid([issue(path, "password_policy", m.pl, m.en)]);
}

/**
 * The 400 for an e-mail another account already holds, at `path`.
 *
 * @example
 * if (taken) throw emailTaken("customer.email");
 */
export const emailTaken = (path: string): ApiError =>
  ApiError.invalid([
    issue(
      path,
      "email_taken",
      "Konto z tym adresem e-mail już istnieje.",
      "An account with this e-mail already exists.",
    ),
  ]);

/**
 * The 401 of a failed login: one message whether the e-mail or the password was wrong (S6).
 *
 * @example
 * throw invalidCredentials();
 */
export const invalidCredentials = (): ApiError =>
  new ApiError("unauthorized", {
    message: { pl: "Nieprawidłowy e-mail lub hasło.", en: "Invalid e-mail or password." },
  });

/**
 * The 400 for a password-reset link that is unknown, used, expired or meant for another e-mail, at `path`.
 *
 * @example
 * throw resetTokenInvalid("resetToken");
 */
export const resetTokenInvalid = (path: string): ApiError =>
  ApiError.invalid([
    issue(
      path,
      "token_invalid",
      "Link jest nieprawidłowy lub wygasł. Poproś o nowy.",
      "The link is invalid or has expired. Request a new one.",
    ),
  ]);

/**
 * How a wait of `seconds` reads in Polish ("45 s", "2 min", "15 min"). Pure.
 *
 * @example
 * waitInPolish(120); // "2 min"
 */
function waitInPolish(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}

/**
 * The 429 of a log-in inside its slow-down (after-sales-and-law.md §7): how long to wait and a link to the
 * password reset, with `retry_after` and `Retry-After` (S9).
 *
 * @example
 * throw loginSlowedDown(30, "https://sklep.example.pl");
 */
export const loginSlowedDown = (seconds: number, storefrontUrl: string): ApiError => {
  const link = `${storefrontUrl}/forgot-password`;
  return new ApiError("rate_limited", {
    message: {
      pl: `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${waitInPolish(seconds)} albo ustaw nowe hasło: ${link}`,
      en: `Too many failed log-ins. Try again in ${seconds} s or set a new password: ${link}`,
    },
    result: { retry_after: seconds, reset_password_url: link },
    headers: { "Retry-After": String(seconds) },
  });
};
