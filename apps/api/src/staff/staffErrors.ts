import { ApiError } from "../http/apiError.js";

/** Why the staff guard refused a request (the `reason` field of the error's `result`). */
export type StaffRefusal =
  | "staff_unauthenticated"
  | "staff_forbidden"
  | "csrf_invalid"
  | "password_change_required";

/**
 * The error of a refused staff request: 401 `staff_unauthenticated` (no or an unknown session or key, a
 * shopper's token), 403 `staff_forbidden` (the role may not do this), 403 `csrf_invalid` (a write without
 * the session's CSRF token), 403 `password_change_required` (a one-time password's session, anywhere but
 * the password change). The reason rides in `result.reason`; the message is Polish (English for `en`).
 *
 * @example
 * throw staffError("staff_forbidden");
 */
export function staffError(reason: StaffRefusal): ApiError {
  const result = { reason };
  switch (reason) {
    case "staff_unauthenticated":
      return new ApiError("unauthorized", {
        result,
        message: {
          pl: "Zaloguj się do zaplecza sklepu.",
          en: "Sign in to the back office.",
        },
      });
    case "staff_forbidden":
      return new ApiError("forbidden", {
        result,
        message: {
          pl: "Twoja rola nie pozwala na tę czynność.",
          en: "Your role does not allow this.",
        },
      });
    case "csrf_invalid":
      return new ApiError("forbidden", {
        result,
        message: {
          pl: "Brak ważnego tokenu CSRF. Odśwież stronę i spróbuj ponownie.",
          en: "The CSRF token is missing or invalid. Reload the page and try again.",
        },
      });
    case "password_change_required":
      return new ApiError("forbidden", {
        result,
        message: {
          pl: "Hasło jednorazowe zostało wykorzystane. Ustaw nowe hasło, aby kontynuować.",
          en: "The one-time password has been used. Set a new password to continue.",
        },
      });
  }
}
