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
 */
export function VariantPicker(props: {
  readonly options: readonly VariantOptionView[];
  readonly swatches: Readonly<Record<string, string>>;
  readonly onPick: (code: string, value: AvailableOptionValue) => void;
}) {
  return (
    <div className="variant-picker">
      {props.options.map((option) => {
        const chosen = option.values.find((value) => value.selected);
        const labelId = `variant-${option.code}`;
        return (
          <div key={option.code} className={`variant-picker__option variant-picker__option--${option.code}`}>
            <fieldset className="variant-picker__values">
              <legend id={labelId} className="variant-picker__label">
                {option.label}
                {chosen ? <span className="variant-picker__chosen">: {chosen.label}</span> : null}
              </legend>
              {option.values.map((value) => {
                const swatch = option.code === "color" ? props.swatches[value.id] : undefined;
                return (
                  <button
                    key={value.id}
                    type="button"
                    className={`variant-value${value.selected ? " variant-value--selected" : ""}${value.available ? "" : " variant-value--unavailable"}${swatch ? " variant-value--swatch" : ""}`}
                    aria-pressed={value.selected}
                    aria-disabled={value.available ? undefined : true}
                    aria-label={`${option.label} ${value.label}${value.available ? "" : ` (${pl.product.unavailable})`}`}
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
          </div>
        );
      })}
    </div>
  );
}
