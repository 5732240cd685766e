import { TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useInput } from "react-admin";
import { isoFromPolishDate, polishDate } from "./polishDate";

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
  const wrong = text.trim() !== "" && isoFromPolishDate(text) === null;
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      size="small"
      autoComplete="off"
      error={wrong}
      helperText={wrong ? "dd.mm.rrrr, np. 30.11.2026" : undefined}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        if (typed.trim() === "") field.onChange("");
        else {
          const day = isoFromPolishDate(typed);
          if (day !== null) field.onChange(day);
        }
      }}
      onBlur={field.onBlur}
      slotProps={{
        htmlInput: { inputMode: "numeric", placeholder: "dd.mm.rrrr" },
        // react-admin's filter form hides every helper text; a date that is no day says why (WCAG 3.3.1)
        formHelperText: { sx: { display: "block !important" } },
      }}
    />
  );
}
