import {
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
} from "react";
import { pl } from "../../i18n/pl";
import { EARLY_INPUT_KEY } from "./earlyInputScript";

/** The star ratings of the review forms, best first. */
export const RATING_OPTIONS: readonly { readonly value: string; readonly label: string }[] = [
  5, 4, 3, 2, 1,
].map((n) => ({ value: String(n), label: String(n) }));

/** What every field shows around its control: the label, the required marker, a hint and the error. */
interface FieldFrameProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string | null | undefined;
  readonly hint?: string | undefined;
  readonly required?: boolean | undefined;
}

/**
 * The accessibility attributes of a field's control: `aria-invalid` while it has an error, the error and
 * the hint tied with `aria-describedby` (error first, so it is read first), `aria-required` for the marker.
 * Native `required` is left off on purpose: the forms validate themselves and show the spec's messages.
 *
 * @example
 * fieldControlProps({ id: "email", label: "E-mail", error: "Podaj poprawny adres e-mail." })["aria-describedby"];
 * // "email-error"
 */
export function fieldControlProps(props: FieldFrameProps) {
  const describedBy = [props.error ? `${props.id}-error` : null, props.hint ? `${props.id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return {
    id: props.id,
    name: props.id,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": props.required ? true : undefined,
  } as const;
}

/** The one markup of a field: wrapper, label with the required marker, the control, hint and error. */
function FieldFrame(props: FieldFrameProps & { readonly children: ReactNode }) {
  return (
    <div className={`field${props.error ? " field--invalid" : ""}`}>
      <label htmlFor={props.id}>
        {props.label}
        {props.required ? <span className="field__required"> {pl.shared.required}</span> : null}
      </label>
      {props.children}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled text field whose error is tied to it (`aria-invalid`, `aria-describedby`) and read out.
 *
 * @example
 * <Field id="email" label="E-mail" value={email} error={errors.email} onValueChange={setEmail} required />
 */
export function Field(
  props: FieldFrameProps & {
    readonly value: string;
    readonly onValueChange: (value: string) => void;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "required">,
) {
  const { id, label, value, error, hint, onValueChange, required, ...rest } = props;
  const frame = { id, label, error, hint, required };
  return (
    <FieldFrame {...frame}>
      <input
        {...fieldControlProps(frame)}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...rest}
      />
    </FieldFrame>
  );
}

/**
 * A labelled multi-line field, with the same label, hint and error wiring as {@link Field}.
 *
 * @example
 * <TextAreaField id="contact-message" label="Wiadomość" value={text} error={errors.message} onValueChange={setText} required />
 */
export function TextAreaField(
  props: FieldFrameProps & {
    readonly value: string;
    readonly onValueChange: (value: string) => void;
  } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "value" | "onChange" | "required">,
) {
  const { id, label, value, error, hint, onValueChange, required, ...rest } = props;
  const frame = { id, label, error, hint, required };
  return (
    <FieldFrame {...frame}>
      <textarea
        {...fieldControlProps(frame)}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...rest}
      />
    </FieldFrame>
  );
}

/**
 * A labelled select over a list of options, with the same label, hint and error wiring as {@link Field}.
 *
 * @example
 * <SelectField id="review-rating" label="Ocena" value="5" options={[{ value: "5", label: "5" }]} onValueChange={setRating} />
 */
export function SelectField(
  props: FieldFrameProps & {
    readonly value: string;
    readonly options: readonly { readonly value: string; readonly label: string }[];
    readonly onValueChange: (value: string) => void;
  } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "value" | "onChange" | "required">,
) {
  const { id, label, value, error, hint, onValueChange, required, options, ...rest } = props;
  const frame = { id, label, error, hint, required };
  return (
    <FieldFrame {...frame}>
      <select
        {...fieldControlProps(frame)}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * A labelled checkbox with its error tied to it.
 *
 * @example
 * <Checkbox id="terms" label="Akceptuję regulamin" checked={terms} onCheckedChange={setTerms} />
 */
export function Checkbox(props: {
  readonly id: string;
  readonly label: string;
  readonly checked: boolean;
  readonly error?: string | null | undefined;
  /** Announced as required (the form validates it itself). @default false */
  readonly required?: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className={`field field--checkbox${props.error ? " field--invalid" : ""}`}>
      <input
        type="checkbox"
        id={props.id}
        name={props.id}
        checked={props.checked}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(event) => props.onCheckedChange(event.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
      {props.error ? (
        <p id={`${props.id}-error`} className="field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The error summary at the top of a form: announced (`role="alert"`) when it appears.
 *
 * @example
 * <ErrorSummary count={2} message="Popraw zaznaczone pola." />
 */
export function ErrorSummary(props: {
  readonly count: number;
  readonly message?: string | null | undefined;
}) {
  if (props.count === 0 && !props.message) return null;
  return (
    <div className="form-errors" role="alert">
      {props.message ? <p>{props.message}</p> : null}
      {props.count > 0 ? <p>{pl.shared.errorSummary(props.count)}</p> : null}
    </div>
  );
}

/**
 * Moves focus to the first invalid field of a form, now: for code that runs after React committed the
 * errors (an effect, `useFormErrors`).
 *
 * @example
 * useEffect(() => focusFirstErrorNow(formRef.current), [errors]);
 */
export function focusFirstErrorNow(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * Moves focus to the first invalid field of a form in the next animation frame, for code that has just
 * changed state whose errors React has not rendered yet (the checkout's outcome).
 *
 * @example
 * focusFirstError(formRef.current);
 */
export function focusFirstError(form: HTMLElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => focusFirstErrorNow(form));
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Input types whose value is text the shopper types (not buttons, files or hidden values). */
const TYPED = new Set(["text", "email", "tel", "search", "url", "number", "password", ""]);

/** What the shopper changed in `form` before React hydrated it, as field → typed value or checkedness. */
function changedBeforeHydration(form: HTMLElement) {
  const changes: { field: Field; value: string | boolean }[] = [];
  // the fields the shopper typed into or ticked (the head's script, `earlyInputScript.ts`)
  const touched = (window as unknown as Record<string, WeakSet<EventTarget> | undefined>)[EARLY_INPUT_KEY];
  if (!touched) return changes;
  for (const field of form.querySelectorAll<Field>("input, textarea")) {
    if (!touched.has(field)) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      // a radio the shopper left is not replayed: its change would choose it again
      if (field.checked !== field.defaultChecked && (field.type === "checkbox" || field.checked))
        changes.push({ field, value: field.checked });
    } else if (
      (field instanceof HTMLTextAreaElement || TYPED.has(field.type)) &&
      field.value !== field.defaultValue
    )
      changes.push({ field, value: field.value });
  }
  return changes;
}

/** Sets the DOM's value past React's value tracker, so the event below reads as a change. */
function setNatively(field: Field, key: "value" | "checked", value: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, value);
}

/**
 * Keeps what a shopper typed into a server-drawn form before its scripts ran (issue 29: the page's scripts
 * start after the first paint, so on a slow phone a form shows seconds before React hydrates it). React keeps
 * the typed text at hydration but does not tell the component, whose controlled value then writes the old
 * one back at its next render: an e-mail typed into the checkout was gone. On the hydration commit this replays
 * each such change as the event React listens to (`input` for text, `click` for a checkbox or a chosen radio),
 * so the component's own `onChange` takes it into its state. Only fields the shopper touched (noted by the head's
 * script, `earlyInputScript.ts`) whose value is not what React drew (`defaultValue`, `defaultChecked`) are
 * replayed. Runs once, after the first commit; a form drawn in the browser has nothing to replay. Text fields
 * and check boxes only: a `<select>` chosen before hydration is not replayed yet. In this module rather than
 * one of its own because the `Field` chunk is already loaded wherever a form is; alone it became a chunk of
 * its own on the product page and the checkout (+0.3 kB each).
 *
 * @example
 * const formRef = useRef<HTMLFormElement | null>(null);
 * useKeepEarlyInput(formRef);
 */
export function useKeepEarlyInput(ref: RefObject<HTMLElement | null>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the commit that hydrated the form
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    // every change is read first: a replayed change renders, and the render writes the state's values
    // into the fields not replayed yet
    for (const { field, value } of changedBeforeHydration(form)) {
      if (typeof value === "boolean") {
        const input = field as HTMLInputElement;
        input.checked = input.defaultChecked;
        setNatively(input, "checked", value);
        // a plain Event, not a MouseEvent: the browser does not tick the box again, React reads the change
        input.dispatchEvent(new Event("click", { bubbles: true }));
      } else {
        field.value = field.defaultValue;
        setNatively(field, "value", value);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }
  }, []);
}
