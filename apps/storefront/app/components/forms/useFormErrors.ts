import { useEffect, useRef, useState } from "react";
import { tx } from "../../i18n/transactionMessages";
import { focusFirstErrorNow, useKeepEarlyInput } from "./Field";

/**
 * Form error state for a component: `check(errors)` stores the translated messages, moves focus to the
 * first invalid field and tells whether the form is valid. The rules themselves live in the domain package.
 * The form given `ref` also keeps what was typed into it before hydration (`useKeepEarlyInput`).
 *
 * @example
 * const form = useFormErrors(); if (!form.check({ email: email(value) })) return;
 */
export function useFormErrors<TField extends string>() {
  const ref = useRef<HTMLFormElement | null>(null);
  // what the shopper typed into the server's form before its scripts ran
  useKeepEarlyInput(ref);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  // Focus moves once React has committed the errors (an effect after the render), never on a timer that
  // may fire before it: under load the API's error came back, the frame ran first and focus stayed nowhere.
  const focusPending = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of errors is the trigger
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    // now, not in a frame: a click or key the shopper gives before that frame would be overtaken by it
    // (the review form's stars lost an arrow key to the signature field under load)
    focusFirstErrorNow(ref.current);
  }, [errors]);
  return {
    ref,
    errors,
    count: Object.keys(errors).length,
    check(raw: Partial<Record<TField, string | null | undefined>>): boolean {
      const next: Partial<Record<TField, string>> = {};
      for (const [field, message] of Object.entries(raw) as [TField, string | null | undefined][])
        if (message) next[field] = tx(message);
      const invalid = Object.keys(next).length > 0;
      focusPending.current = invalid;
      setErrors(next);
      return !invalid;
    },
    /**
     * Shows errors that came from elsewhere (the API's issues at their fields, already in Polish) and moves
     * focus to the first; false when there is none to show.
     */
    show(placed: Partial<Record<TField, string>>): boolean {
      if (Object.keys(placed).length === 0) return false;
      focusPending.current = true;
      setErrors(placed);
      return true;
    },
    /** Clears one field's error once its value changes (issue 12: an error clears as soon as it is fixed). */
    clear(field: TField): void {
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _gone, ...rest } = current;
        return rest as Partial<Record<TField, string>>;
      });
    },
    reset: () => setErrors({}),
  };
}
