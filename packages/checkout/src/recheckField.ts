import type { CheckoutFormResult } from "./validateCheckoutForm.js";

/**
 * The sections of {@link CheckoutFormResult} that hold field errors.
 *
 * @example
 * ```ts
 * const section: CheckoutErrorSection = "shipping";
 * ```
 */
export type CheckoutErrorSection = "personal" | "shipping" | "payment" | "invoice";

/**
 * The shown errors after the shopper changed one field: that field's error goes as soon as a fresh
 * validation finds the field valid (issue 12: an error clears as soon as it is fixed); a still invalid field
 * shows the fresh message; no other field's error changes and no new error appears while typing (errors
 * appear on submit). An error the API gave (which the form rules cannot know) thus goes once the field is
 * changed to a value the rules accept. The summary message goes with the last error. Pure.
 *
 * @example
 * ```ts
 * recheckField(shown, validateCheckoutForm(input, { isPhoneNumber }), "shipping", "zipCode").shipping.zipCode; // undefined once "80-123"
 * ```
 */
export function recheckField(
  shown: CheckoutFormResult,
  fresh: CheckoutFormResult,
  section: CheckoutErrorSection,
  field: string,
): CheckoutFormResult {
  const current = shown[section] as Readonly<Record<string, string | undefined>>;
  if (!current[field]) return shown;
  const still = (fresh[section] as Readonly<Record<string, string | undefined>>)[field];
  const { [field]: _fixed, ...rest } = current;
  const next = { ...shown, [section]: still ? { ...rest, [field]: still } : rest } as CheckoutFormResult;
  const left =
    (["personal", "shipping", "payment", "invoice"] as const).some(
      (name) => Object.values(next[name] as Readonly<Record<string, unknown>>).filter(Boolean).length > 0,
    ) ||
    next.terms !== null ||
    next.digitalConsent !== null;
  return left ? next : { ...next, ok: true, message: null };
}
