import { SHOP_TIME_ZONE } from "@outlet/formatting";
import { fromBound, toEndBound } from "./specialWindowActive";

/** A product's regular price and special price with its window, as the back office edits them. */
export interface SpecialPriceInput {
  /** The regular gross price in PLN. */
  readonly price: number;
  /** The special gross price in PLN, or `null` for none. */
  readonly specialPrice: number | null;
  /** Start of the window (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`, Europe/Warsaw), or `null` for open. */
  readonly specialFrom: string | null;
  /** End of the window (a date-only end covers its whole day), or `null` for open. */
  readonly specialTo: string | null;
}

/** Which input of {@link SpecialPriceInput} a problem is about. */
export type SpecialPriceField = keyof SpecialPriceInput;

/** Why {@link checkSpecialPrice} refused a value. */
export type SpecialPriceProblemReason =
  | "price-invalid"
  | "special-price-invalid"
  | "special-price-not-lower"
  | "date-invalid"
  | "dates-without-special-price"
  | "window-reversed";

/** One refused value: its field, why, and the Polish message the back office shows at that field. */
export interface SpecialPriceProblem {
  readonly field: SpecialPriceField;
  readonly reason: SpecialPriceProblemReason;
  readonly message: string;
}

const MAX_PRICE = 1_000_000;

/** A gross PLN amount the catalogue can hold: finite, above 0, at most 1 000 000 and in whole grosze. */
const isAmount = (value: number): boolean =>
  Number.isFinite(value) &&
  value > 0 &&
  value <= MAX_PRICE &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const problem = (
  field: SpecialPriceField,
  reason: SpecialPriceProblemReason,
  message: string,
): SpecialPriceProblem => ({ field, reason, message });

/**
 * Checks a price with its special price and window before it is stored (issue 25, "Catalogue"): the price
 * and the special price are amounts in whole grosze above 0; a special price is lower than the price (behaviour
 * §4.2: a higher one would never be shown, and a "reduction" that is none misleads under the Omnibus rule);
 * the dates are readable Warsaw dates (§4.1), belong to a special price, and the window ends after it starts.
 * Answers every problem, each at its field, with its Polish message; an empty array accepts the input. Pure.
 *
 * @param options - Zone in which the dates are read. @default { timeZone: "Europe/Warsaw" }
 * @example
 * checkSpecialPrice({ price: 199.99, specialPrice: 249, specialFrom: null, specialTo: null });
 * // [{ field: "specialPrice", reason: "special-price-not-lower", message: "Cena promocyjna musi być niższa od ceny regularnej." }]
 */
export function checkSpecialPrice(
  input: SpecialPriceInput,
  options: { readonly timeZone?: string } = {},
): readonly SpecialPriceProblem[] {
  const timeZone = options.timeZone ?? SHOP_TIME_ZONE;
  const problems: SpecialPriceProblem[] = [];
  const priceOk = isAmount(input.price);
  if (!priceOk)
    problems.push(
      problem("price", "price-invalid", "Podaj cenę większą od zera, w złotych i groszach (np. 199,99)."),
    );
  if (input.specialPrice !== null) {
    if (!isAmount(input.specialPrice))
      problems.push(
        problem(
          "specialPrice",
          "special-price-invalid",
          "Podaj cenę promocyjną większą od zera, w złotych i groszach, albo zostaw pole puste.",
        ),
      );
    else if (priceOk && input.specialPrice >= input.price)
      problems.push(
        problem(
          "specialPrice",
          "special-price-not-lower",
          "Cena promocyjna musi być niższa od ceny regularnej.",
        ),
      );
  }
  const from = input.specialFrom === null ? null : fromBound(input.specialFrom, timeZone);
  const to = input.specialTo === null ? null : toEndBound(input.specialTo, timeZone);
  if (from !== null && from.at === null)
    problems.push(problem("specialFrom", "date-invalid", "Nieprawidłowa data (RRRR-MM-DD)."));
  if (to !== null && to.at === null)
    problems.push(problem("specialTo", "date-invalid", "Nieprawidłowa data (RRRR-MM-DD)."));
  if (input.specialPrice === null) {
    for (const field of ["specialFrom", "specialTo"] as const)
      if (input[field] !== null)
        problems.push(
          problem(
            field,
            "dates-without-special-price",
            "Daty obowiązują tylko z ceną promocyjną: podaj ją albo usuń daty.",
          ),
        );
  } else if (from?.at != null && to?.at != null) {
    // a date-only end lasts through its day, so a one-day window starts and ends on the same date
    const empty = to.inclusive === true ? to.at < from.at : to.at <= from.at;
    if (empty)
      problems.push(
        problem(
          "specialTo",
          "window-reversed",
          "Koniec promocji nie może być wcześniejszy niż jej początek.",
        ),
      );
  }
  return problems;
}
