import { formatPrice } from "@outlet/formatting";
import {
  type CustomOption,
  type CustomOptionSelection,
  customOptionFieldName,
  defaultCustomOptionValue,
} from "@outlet/pricing";
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
 * The cart's `custom_options` of the choices (api-contract.md §5.4): ids only, blank ones left out (the
 * server prices them). Pure.
 *
 * @example
 * customOptionSelections({ "11": "5", "12": "" }); // [{ option_id: 11, option_value: "5" }]
 */
export function customOptionSelections(
  choices: CustomOptionChoices,
): (CustomOptionSelection & { readonly option_id: number; readonly option_value: string })[] {
  return Object.entries(choices)
    .filter(([, value]) => value !== "")
    .map(([id, value]) => ({ option_id: Number(id), option_value: value }));
}

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
}) {
  return (
    <div className="custom-options">
      {props.options.map((option) => {
        const id = String(option.option_id);
        const name = customOptionFieldName(option);
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
