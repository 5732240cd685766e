import type { AvailableOptionValue } from "@outlet/variant-selection";
import { pl } from "../../i18n/pl";

/** One configurable option (colour, size) with its values. */
export interface VariantOptionView {
  readonly code: string;
  readonly label: string;
  readonly values: readonly AvailableOptionValue[];
}

/**
 * The variant choice of a configurable product: one group of toggle buttons per option. Values that no
 * available child carries with the other chosen options are shown disabled (behaviour.md §5.5) but stay
 * focusable, so choosing one still explains itself (the warning of catalogue.md §8 when nothing matches).
 * A colour crossed out because the chosen size is sold out in it says so (issue 32): its name and tooltip
 * are "Czerwony – rozmiar M wyprzedany", and one sentence under the swatches explains the crossing.
 */
export function VariantPicker(props: {
  readonly options: readonly VariantOptionView[];
  readonly swatches: Readonly<Record<string, string>>;
  readonly onPick: (code: string, value: AvailableOptionValue) => void;
}) {
  const chosenSize = props.options
    .find((option) => option.code === "size")
    ?.values.find((value) => value.selected)?.label;
  return (
    <div className="variant-picker">
      {props.options.map((option) => {
        const chosen = option.values.find((value) => value.selected);
        const labelId = `variant-${option.code}`;
        // colours crossed out for the chosen size (behaviour.md §5.5), named for what they mean
        const soldOutIn =
          option.code === "color" &&
          chosenSize !== undefined &&
          option.values.some((value) => !value.available)
            ? chosenSize
            : null;
        const hintId = `${labelId}-hint`;
        return (
          <div key={option.code} className={`variant-picker__option variant-picker__option--${option.code}`}>
            <fieldset className="variant-picker__values">
              <legend id={labelId} className="variant-picker__label">
                {option.label}
                {chosen ? <span className="variant-picker__chosen">: {chosen.label}</span> : null}
              </legend>
              {option.values.map((value) => {
                const swatch = option.code === "color" ? props.swatches[value.id] : undefined;
                const soldOutName =
                  soldOutIn !== null && !value.available
                    ? pl.product.colourSoldOutInSize(value.label, soldOutIn)
                    : null;
                return (
                  <button
                    key={value.id}
                    type="button"
                    className={`variant-value${value.selected ? " variant-value--selected" : ""}${value.available ? "" : " variant-value--unavailable"}${swatch ? " variant-value--swatch" : ""}`}
                    aria-pressed={value.selected}
                    aria-disabled={value.available ? undefined : true}
                    aria-label={
                      soldOutName ??
                      `${option.label} ${value.label}${value.available ? "" : ` (${pl.product.unavailable})`}`
                    }
                    title={soldOutName ?? undefined}
                    aria-describedby={soldOutName ? hintId : undefined}
                    data-option={option.code}
                    data-value={value.id}
                    onClick={() => props.onPick(option.code, value)}
                  >
                    {swatch ? (
                      <span className="swatch" style={{ backgroundColor: swatch }} aria-hidden="true" />
                    ) : null}
                    <span className={swatch ? "visually-hidden" : undefined}>{value.label}</span>
                  </button>
                );
              })}
            </fieldset>
            {soldOutIn !== null ? (
              <p id={hintId} className="variant-picker__hint" data-testid="crossed-colours-hint">
                {pl.product.crossedColoursHint(soldOutIn)}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
