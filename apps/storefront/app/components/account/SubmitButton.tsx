/**
 * A form's submit button that says it is working (issue 32: registering took seconds with no word): its
 * label becomes `busyLabel`, it is `aria-busy` and refuses a second submit (`aria-disabled`, so the focus
 * stays on it for a keyboard user), and a polite live region says the same to a screen reader.
 *
 * @example
 * <SubmitButton busy={busy} label="Zapisz hasło" busyLabel="Zapisujemy hasło…" />
 */
export function SubmitButton(props: {
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
}) {
  return (
    <>
      <button
        type="submit"
        className="button button--primary"
        aria-busy={props.busy}
        aria-disabled={props.busy}
        onClick={(event) => {
          if (props.busy) event.preventDefault();
        }}
      >
        {props.busy ? props.busyLabel : props.label}
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {props.busy ? props.busyLabel : ""}
      </p>
    </>
  );
}
