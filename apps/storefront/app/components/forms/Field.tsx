import type { InputHTMLAttributes } from "react";
import { plTx } from "../../i18n/pl.transactions";

/**
 * A labelled text field whose error is tied to it (`aria-invalid`, `aria-describedby`) and read out.
 *
 * @example
 * <Field id="email" label="E-mail" value={email} error={errors.email} onValueChange={setEmail} required />
 */
export function Field(
  props: {
    readonly id: string;
    readonly label: string;
    readonly value: string;
    readonly error?: string | null | undefined;
    readonly hint?: string;
    readonly onValueChange: (value: string) => void;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange">,
) {
  const { id, label, value, error, hint, onValueChange, required, ...rest } = props;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span className="field__required"> {plTx.field.required}</span> : null}
      </label>
      <input
        id={id}
        name={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={required ? true : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
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
  readonly onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className={`field field--checkbox${props.error ? " field--invalid" : ""}`}>
      <input
        type="checkbox"
        id={props.id}
        name={props.id}
        checked={props.checked}
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
      {props.count > 0 ? <p>{plTx.common.errorSummary(props.count)}</p> : null}
    </div>
  );
}

/**
 * Moves focus to the first invalid field of a form (after React has rendered the errors).
 *
 * @example
 * focusFirstError(formRef.current);
 */
export function focusFirstError(form: HTMLElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
