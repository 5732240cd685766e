import { checkCustomOptionText } from "./customOptionText";
import { amountToGrosze, fromGrosze, roundGrosze } from "./money";

/** One value of a custom option (catalogue §3 "Custom option value"). */
export interface CustomOptionValue {
  readonly option_type_id: number | string;
  readonly price_type?: "fixed" | "percent" | string | undefined;
  readonly price?: number | string | null | undefined;
  readonly title?: string | undefined;
  readonly sort_order?: number | undefined;
}

/** A custom option of a product (`product.options`, api-contract §12.1). */
export interface CustomOption {
  readonly option_id: number | string;
  /** `field`, `radio`, `select`, `drop_down`, `checkbox`, … */
  readonly type: string;
  readonly title?: string | undefined;
  readonly values?: readonly CustomOptionValue[] | undefined;
  /** A text (`field`, `area`) option's own fee, charged only when a text is given (issue 32). */
  readonly price?: number | string | null | undefined;
  /** How a text option's `price` counts: `fixed` (default) or `percent`. */
  readonly price_type?: "fixed" | "percent" | string | undefined;
  /** The most characters a text option takes (default `CUSTOM_OPTION_TEXT_MAX`). */
  readonly max_characters?: number | undefined;
}

const TEXT_TYPES: ReadonlySet<string> = new Set(["field", "area"]);

/**
 * Whether an option is typed by the shopper (`field`, `area`) rather than chosen from values. Pure.
 *
 * @example
 * isTextCustomOption({ option_id: 1, type: "field" }); // true
 */
export function isTextCustomOption(option: Pick<CustomOption, "type">): boolean {
  return TEXT_TYPES.has(option.type);
}

/** A shopper's choice for one option (`product_option.extension_attributes.custom_options[]`). */
export interface CustomOptionSelection {
  readonly option_id: number | string;
  /** One id, or several joined with `,` (checkbox). */
  readonly option_value?: string | number | null | undefined;
}

/** The price change of the chosen options. */
export interface CustomOptionsDelta {
  /** Net delta, rounded to grosze. */
  readonly price: number;
  /** Gross delta, rounded to grosze. */
  readonly price_incl_tax: number;
}

/**
 * The form field value an option starts with (behaviour §4.5): `radio` → the first value's
 * `option_type_id` (0 when there are none), `checkbox` → `[]`, anything else → `''`. Pure.
 *
 * @example
 * defaultCustomOptionValue({ option_id: 1, type: "radio", values: [{ option_type_id: 7 }] }); // 7
 */
export function defaultCustomOptionValue(option: CustomOption): number | string | never[] {
  if (option.type === "radio") return option.values?.[0]?.option_type_id ?? 0;
  if (option.type === "checkbox") return [];
  return "";
}

/**
 * The form field name of an option: `'customOption_' + option_id`. Pure.
 *
 * @example
 * customOptionFieldName({ option_id: 12, type: "field" }); // "customOption_12"
 */
export function customOptionFieldName(option: Pick<CustomOption, "option_id">): string {
  return `customOption_${option.option_id}`;
}

/**
 * The `option_value` to store for a form input (behaviour §4.5): `field` → the input as is;
 * `radio`/`select`/`drop_down` → `String(option_type_id)` of the value whose id equals the input, else
 * `null`; `checkbox` → the ids of the values included in the input, in the values' order, joined with
 * `,` (`null` when none); any other type → `null`. Pure.
 *
 * @example
 * selectedCustomOptionValue("checkbox", [{ option_type_id: 1 }, { option_type_id: 2 }], [2, 1]); // "1,2"
 */
export function selectedCustomOptionValue(
  type: string,
  values: readonly CustomOptionValue[],
  input: unknown,
): unknown {
  switch (type) {
    case "field":
      return input;
    case "radio":
    case "select":
    case "drop_down": {
      // "whose id equals the input": compared as strings so 7 and "7" match.
      const found = values.find((value) => String(value.option_type_id) === String(input));
      return found === undefined ? null : String(found.option_type_id);
    }
    case "checkbox": {
      const chosen = new Set((Array.isArray(input) ? input : [input]).map((id) => String(id)));
      const ids = values
        .filter((value) => chosen.has(String(value.option_type_id)))
        .map((v) => v.option_type_id);
      return ids.length === 0 ? null : ids.join(",");
    }
    default:
      return null;
  }
}

/**
 * The values chosen by a list of selections (behaviour §4.5): blank `option_value`s are dropped,
 * selections of unknown options are ignored (decision: no exception), `option_value` is split on `,` and
 * each id matched to a value by `String(option_type_id)`. A text option (`field`, `area`) with a text that
 * passes `checkCustomOptionText` gives one value carrying the option's own `price` (issue 32: the fee
 * only with a text). Pure.
 *
 * @example
 * const options = [{ option_id: 1, type: "checkbox", values: [{ option_type_id: 5, price: 10, price_type: "fixed" }] }];
 * selectedCustomOptionValues(options, [{ option_id: 1, option_value: "5" }]).length; // 1
 */
export function selectedCustomOptionValues(
  options: readonly CustomOption[],
  selections: readonly CustomOptionSelection[],
): CustomOptionValue[] {
  const chosen: CustomOptionValue[] = [];
  for (const selection of selections) {
    const raw = selection.option_value;
    if (raw === undefined || raw === null || raw === "") continue;
    const option = options.find((candidate) => String(candidate.option_id) === String(selection.option_id));
    if (option === undefined) continue;
    if (isTextCustomOption(option)) {
      // issue 32: a text option's fee counts once, only for a text that may be engraved
      const checked = checkCustomOptionText(option, String(raw));
      if (checked.ok && checked.text !== null) {
        chosen.push({
          option_type_id: Number(option.option_id) > 0 ? option.option_id : 1,
          price: option.price,
          price_type: option.price_type,
          title: checked.text,
        });
      }
      continue;
    }
    for (const id of String(raw).split(",")) {
      const value = option.values?.find((candidate) => String(candidate.option_type_id) === id);
      if (value !== undefined) chosen.push(value);
    }
  }
  return chosen;
}

/** The product price fields a custom-option delta is based on. */
export interface CustomOptionsBase {
  readonly price?: unknown;
  readonly price_incl_tax?: unknown;
  readonly options?: readonly CustomOption[] | null | undefined;
}

/**
 * The price change of the chosen custom options (behaviour §4.5), counting only values with
 * `parseInt(option_type_id) > 0` and a non-zero price. The base is always the product's unadjusted price,
 * so deltas never compound. `fixed` adds `p` net and `p × price_incl_tax / price` gross (the product's
 * effective rate; 1 when `price` is 0); `percent` adds `p %` of `price` and of `price_incl_tax`. The
 * product's price fields are never changed. Pure.
 *
 * @example
 * const product = { price: 100, price_incl_tax: 123,
 *   options: [{ option_id: 1, type: "checkbox", values: [{ option_type_id: 5, price: 10, price_type: "fixed" }, { option_type_id: 6, price: 10, price_type: "percent" }] }] };
 * customOptionsDelta(product, [{ option_id: 1, option_value: "5,6" }]); // { price: 20, price_incl_tax: 24.6 }
 */
export function customOptionsDelta(
  product: CustomOptionsBase,
  selections: readonly CustomOptionSelection[],
): CustomOptionsDelta {
  const priceG = amountToGrosze(product.price);
  const inclG = amountToGrosze(product.price_incl_tax);
  // Sums are kept unrounded (in grosze) and rounded once at the end (behaviour §4.5 "Both sums are rounded").
  let net = 0;
  let gross = 0;
  for (const value of selectedCustomOptionValues(product.options ?? [], selections)) {
    if (!(Number.parseInt(String(value.option_type_id), 10) > 0)) continue;
    const p = amountToGrosze(value.price);
    if (p === 0) continue;
    if (value.price_type === "percent") {
      net += (p / 100 / 100) * priceG;
      gross += (p / 100 / 100) * inclG;
    } else {
      const rate = priceG > 0 ? inclG / priceG : 1;
      net += p;
      gross += p * rate;
    }
  }
  return { price: fromGrosze(roundGrosze(net)), price_incl_tax: fromGrosze(roundGrosze(gross)) };
}
