import type { ApiErrorReason } from "./apiError.js";

/** Language of response messages: Polish by default, English for `Accept-Language: en…` (§1.3). */
export type Lang = "pl" | "en";

/**
 * Picks the message language from an `Accept-Language` header: English only when its first entry is `en`.
 *
 * @example
 * langFrom("en-GB,en;q=0.9"); // "en"
 */
export function langFrom(header: string | string[] | undefined): Lang {
  const first = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first === "en" || first.startsWith("en-") ? "en" : "pl";
}

/**
 * The default top-level message of an error reason.
 *
 * @example
 * reasonMessage("not_found", "pl"); // "Nie znaleziono."
 */
export function reasonMessage(reason: ApiErrorReason, lang: Lang): string {
  const pl = lang === "pl";
  switch (reason) {
    case "invalid_input":
      return pl ? "Popraw zaznaczone pola." : "Please correct the marked fields.";
    case "unauthorized":
      return pl ? "Zaloguj się ponownie." : "Please sign in again.";
    case "forbidden":
      return pl ? "Nie masz uprawnień do tej czynności." : "You are not allowed to do this.";
    case "not_found":
      return pl ? "Nie znaleziono." : "Not found.";
    case "method_not_allowed":
      return pl
        ? "Ta metoda nie jest dozwolona dla tego adresu."
        : "This method is not allowed for this address.";
    case "in_progress":
      return pl
        ? "To żądanie jest jeszcze przetwarzane. Spróbuj za chwilę."
        : "This request is still being processed. Retry shortly.";
    case "payload_too_large":
      return pl ? "Treść żądania jest za duża." : "The request body is too large.";
    case "unsupported_media_type":
      return pl
        ? "Treść żądania musi być w formacie JSON (application/json)."
        : "The request body must be JSON (application/json).";
    case "rate_limited":
      return pl
        ? "Zbyt wiele żądań. Spróbuj ponownie później."
        : "Too many requests. Please try again later.";
    case "internal":
      return pl ? "Wystąpił nieoczekiwany błąd serwera." : "An unexpected server error occurred.";
    case "unavailable":
      return pl
        ? "Usługa jest chwilowo niedostępna. Spróbuj ponownie."
        : "The service is temporarily unavailable. Please retry.";
  }
}
