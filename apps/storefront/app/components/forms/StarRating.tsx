import { plTx } from "../../i18n/pl.transactions";

/**
 * A star rating as a radio group (WAI-ARIA radio group with native radios: arrow keys move and choose,
 * Tab enters on the chosen star or the first): five stars, none chosen until the shopper picks one.
 * The error is tied to every radio (`aria-invalid`, `aria-describedby`), so focusing the first invalid
 * field lands on the group.
 *
 * @example
 * <StarRating id="review-rating" label="Ocena" value={rating} error={errors.rating} onValueChange={setRating} />
 */
export function StarRating(props: {
  readonly id: string;
  readonly label: string;
  /** `""` while nothing is chosen, else `"1"`…`"5"`. */
  readonly value: string;
  readonly error?: string | null | undefined;
  readonly onValueChange: (value: string) => void;
}) {
  const chosen = Number(props.value) || 0;
  const errorId = `${props.id}-error`;
  return (
    <fieldset className={`field star-rating${props.error ? " field--invalid" : ""}`} id={props.id}>
      <legend>
        {props.label}
        <span className="field__required"> {plTx.field.required}</span>
      </legend>
      <div className="star-rating__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`star-rating__star${n <= chosen ? " star-rating__star--on" : ""}`}>
            <input
              type="radio"
              name={props.id}
              value={String(n)}
              checked={chosen === n}
              aria-label={plTx.review.stars(n)}
              aria-invalid={props.error ? true : undefined}
              aria-describedby={props.error ? errorId : undefined}
              onChange={() => props.onValueChange(String(n))}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
        <span className="star-rating__text" aria-hidden="true">
          {chosen ? plTx.review.stars(chosen) : plTx.review.noStars}
        </span>
      </div>
      {props.error ? (
        <p id={errorId} className="field__error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
