import { formatPrice } from "@outlet/formatting";
import {
  type CustomOption,
  type CustomOptionSelection,
  checkCustomOptionText,
  customOptionFieldName,
  customOptionTextMax,
  defaultCustomOptionValue,
  isTextCustomOption,
  normalizeCustomOptionText,
} from "@outlet/pricing";
import { pl } from "../../i18n/pl";
import { fieldControlProps } from "../forms/Field";
import "./customOptions.css";

/** The chosen value of each custom option: its `option_value` as the cart sends it (`"5"`, `"5,6"`, `"0"`). */
export type CustomOptionChoices = Readonly<Record<string, string>>;

/**
 * The first choices of a product's custom options (behaviour.md §4.5 `defaultCustomOptionValue`): a radio
 * group's first value, no checkbox ticked. Pure.
 *
 * @example
 * initialCustomOptionChoices([{ option_id: 2, type: "radio", values: [{ option_type_id: 0 }] }]); // { "2": "0" }
 */
export function initialCustomOptionChoices(options: readonly CustomOption[]): CustomOptionChoices {
  const choices: Record<string, string> = {};
  for (const option of options) {
    const value = defaultCustomOptionValue(option);
    choices[String(option.option_id)] = Array.isArray(value) ? "" : String(value);
  }
  return choices;
}

/**
 * The cart's `custom_options` of the choices (api-contract.md §5.4): ids, or a text option's normalised
 * text (issue 32, so " AK" and "AK" are one line), blank ones left out (the server prices them). Pure.
 *
 * @example
 * customOptionSelections({ "11": "5", "12": "" }); // [{ option_id: 11, option_value: "5" }]
 */
export function customOptionSelections(
  choices: CustomOptionChoices,
): (CustomOptionSelection & { readonly option_id: number; readonly option_value: string })[] {
  return Object.entries(choices)
    .map(([id, value]) => ({ option_id: Number(id), option_value: normalizeCustomOptionText(value) }))
    .filter((selection) => selection.option_value !== "");
}

/**
 * The Polish errors of the text options' inputs (issue 32, `checkCustomOptionText` of `@outlet/pricing`),
 * by option id; empty when every text may be engraved. Pure.
 *
 * @example
 * customTextErrors([{ option_id: 41, type: "field" }], { "41": "A@" }); // { "41": "Grawer może zawierać tylko …" }
 */
export function customTextErrors(
  options: readonly CustomOption[],
  choices: CustomOptionChoices,
): Readonly<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const option of options) {
    if (!isTextCustomOption(option)) continue;
    const checked = checkCustomOptionText(option, choices[String(option.option_id)] ?? "");
    if (!checked.ok) errors[String(option.option_id)] = checked.message;
  }
  return errors;
}

/** The DOM id of a text option's input (the page focuses it when its text cannot be engraved). */
export const customTextInputId = (optionId: string | number): string => `custom-option-${optionId}`;

/** What a value adds as the shopper pays it: a percentage as written, a fixed amount gross. */
function surcharge(
  value: { readonly price?: unknown; readonly price_type?: unknown },
  gross: number,
): string {
  const price = Number(value.price ?? 0);
  if (!(price > 0) || !(gross > 0)) return "";
  return value.price_type === "percent" ? ` (+${price}%)` : ` (+${formatPrice(gross)})`;
}

/**
 * The custom options of a product page (monogram, gift wrapping): a checkbox group or a radio group per
 * option, each value with what it adds. Controlled: the page keeps the choices and prices them with
 * `customOptionsDelta` of `@outlet/pricing`, the rule the server charges by.
 */
export function CustomOptionsPicker(props: {
  readonly options: readonly CustomOption[];
  readonly choices: CustomOptionChoices;
  readonly onChange: (next: CustomOptionChoices) => void;
  /** The gross amount one value adds (the page's `customOptionsDelta` of that value alone). */
  readonly grossOf: (optionId: string, valueId: string) => number;
  /** The text options' errors ({@link customTextErrors}). */
  readonly errors?: Readonly<Record<string, string>> | undefined;
}) {
  return (
    <div className="custom-options">
      {props.options.map((option) => {
        const id = String(option.option_id);
        const name = customOptionFieldName(option);
        if (isTextCustomOption(option)) {
          return (
            <CustomTextOption
              key={id}
              option={option}
              value={props.choices[id] ?? ""}
              error={props.errors?.[id]}
              // a sample text prices the option: its fee counts only with a text
              fee={props.grossOf(id, "A")}
              onChange={(text) => props.onChange({ ...props.choices, [id]: text })}
            />
          );
        }
        const chosen = (props.choices[id] ?? "").split(",").filter(Boolean);
        const title = String((option as { title?: unknown }).title ?? id);
        const checkbox = option.type === "checkbox";
        return (
          <fieldset key={id} className="custom-options__option">
            <legend className="variant-picker__label">{title}</legend>
            {(option.values ?? []).map((value) => {
              const valueId = String(value.option_type_id);
              const checked = chosen.includes(valueId);
              return (
                <label key={valueId} className="custom-options__value">
                  <input
                    type={checkbox ? "checkbox" : "radio"}
                    name={name}
                    value={valueId}
                    checked={checked}
                    onChange={(event) => {
                      const next = checkbox
                        ? (option.values ?? [])
                            .map((candidate) => String(candidate.option_type_id))
                            .filter((candidate) =>
                              candidate === valueId ? event.target.checked : chosen.includes(candidate),
                            )
                            .join(",")
                        : valueId;
                      props.onChange({ ...props.choices, [id]: next });
                    }}
                  />{" "}
                  {String((value as { title?: unknown }).title ?? valueId)}
                  {surcharge(value, props.grossOf(id, valueId))}
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

/**
 * A text custom option (issue 32, the engraving of initials): a labelled input with its fee, the characters
 * allowed, a live counter, and the Polish error at the field.
 */
function CustomTextOption(props: {
  readonly option: CustomOption;
  readonly value: string;
  readonly error: string | undefined;
  readonly fee: number;
  readonly onChange: (text: string) => void;
}) {
  const id = customTextInputId(props.option.option_id);
  const max = customOptionTextMax(props.option);
  const title = String(props.option.title ?? props.option.option_id);
  const label = `${title}${surcharge({ price: props.option.price, price_type: props.option.price_type }, props.fee)}`;
  const used = [...normalizeCustomOptionText(props.value)].length;
  const hint = `${pl.product.customText.hint(max)}. ${pl.product.customText.counter(used, max)}`;
  const control = fieldControlProps({ id, label, error: props.error, hint });
  return (
    <div className={`custom-options__option field${props.error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="variant-picker__label">
        {label}
      </label>
      <input
        {...control}
        name={customOptionFieldName(props.option)}
        type="text"
        className="custom-options__text"
        value={props.value}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {pl.product.customText.hint(max)}.{" "}
        <span className="custom-options__counter" data-testid={`${id}-counter`}>
          {pl.product.customText.counter(used, max)}
        </span>
      </p>
      {props.error ? (
        <p id={`${id}-error`} className="field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
