import { TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useInput } from "react-admin";
import { isoFromPolishDate, polishDate } from "./polishDate";

/** What a date field says under a text that is no day of the calendar (WCAG 3.3.1). */
export const POLISH_DATE_HINT = "dd.mm.rrrr, np. 30.11.2026";

/**
 * A date field typed the Polish way (`30.11.2026`) whatever the browser's language, as text the caller
 * holds: „dd.mm.rrrr” as its placeholder, a numeric keyboard on a phone, and the hint under a text that is no
 * day of the calendar. `PolishDateInput` (a list's filter) and the product's special-price dates use it.
 *
 * @example
 * <PolishDateField id="from" label="Promocja od" text={text} onText={setText} />
 */
export function PolishDateField(props: {
  readonly id: string;
  readonly label: string;
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly onBlur?: () => void;
  /** The form's field name, for a plain form read with `FormData`. */
  readonly name?: string;
  /** An error from the server, shown instead of the help. */
  readonly error?: string | undefined;
  /** The help under a right (or empty) text. */
  readonly help?: string;
  readonly fullWidthOnPhone?: boolean;
}) {
  const wrong = props.text.trim() !== "" && isoFromPolishDate(props.text) === null;
  const helperText = wrong ? POLISH_DATE_HINT : (props.error ?? props.help);
  return (
    <TextField
      id={props.id}
      {...(props.name ? { name: props.name } : {})}
      label={props.label}
      value={props.text}
      size="small"
      autoComplete="off"
      error={wrong || props.error !== undefined}
      helperText={helperText}
      onChange={(event) => props.onText(event.target.value)}
      onBlur={props.onBlur}
      {...(props.fullWidthOnPhone
        ? { margin: "dense" as const, sx: { width: { xs: "100%", sm: 240 } } }
        : {})}
      slotProps={{
        htmlInput: { inputMode: "numeric", placeholder: "dd.mm.rrrr" },
        // react-admin's filter form hides every helper text; a date that is no day says why (WCAG 3.3.1)
        formHelperText: { sx: { display: "block !important" } },
      }}
    />
  );
}

/**
 * A react-admin date input that reads and is typed the Polish way (`30.11.2026`) whatever the browser's
 * language — react-admin's `DateInput` is the browser's own date field, „11/30/2026” in an English browser.
 * The form (a list's filter) holds the ISO day the API takes, set only once the text is a day of the
 * calendar; an emptied field clears it.
 */
export function PolishDateInput({ source, label }: { readonly source: string; readonly label: string }) {
  const { field, id } = useInput({ source });
  const value = typeof field.value === "string" ? field.value : "";
  const [text, setText] = useState(value === "" ? "" : polishDate(value));
  // a filter reset elsewhere (the list's „×”, a link) shows here too
  useEffect(() => {
    setText((shown) =>
      isoFromPolishDate(shown) === (value || null) ? shown : value ? polishDate(value) : "",
    );
  }, [value]);
  return (
    <PolishDateField
      id={id}
      label={label}
      text={text}
      onText={(typed) => {
        setText(typed);
        if (typed.trim() === "") field.onChange("");
        else {
          const day = isoFromPolishDate(typed);
          if (day !== null) field.onChange(day);
        }
      }}
      onBlur={field.onBlur}
    />
  );
}
