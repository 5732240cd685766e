import { type Claim, createClaim, readClaim } from "./claim";

/** The claim code of the remembered size. */
export const MY_SIZE_CLAIM_CODE = "my-size";

/**
 * The size a shopper chose last ("Mój rozmiar"): the size attribute's option id, shared by every product
 * and by the listings' size filter, and its label.
 *
 * @example
 * const size: MySize = { id: "167", label: "M" };
 */
export interface MySize {
  readonly id: string;
  readonly label: string;
}

/** An option value as the product page's picker or a listing's size filter offers it. */
export interface SizeOffer {
  readonly id: string | number;
  readonly label: string;
  /** Whether an in-stock variant has it (with the other options chosen); a filter option is always offered. */
  readonly available?: boolean | undefined;
  readonly selected?: boolean | undefined;
}

/**
 * The claim that remembers a chosen size. Pure.
 *
 * @example
 * mySizeClaim({ id: 167, label: "M" }, Date.UTC(2026, 10, 27)).value; // { id: "167", label: "M" }
 */
export function mySizeClaim(
  size: { readonly id: string | number; readonly label: string },
  now: number,
): Claim<MySize> {
  const value: MySize = { id: String(size.id), label: size.label };
  return createClaim({ code: MY_SIZE_CLAIM_CODE, value, description: `Mój rozmiar: ${value.label}`, now });
}

/**
 * The remembered size from its stored claim, or `null` when none or malformed. Pure.
 *
 * @example
 * readMySize(mySizeClaim({ id: 167, label: "M" }, 0)); // { id: "167", label: "M" }
 */
export function readMySize(raw: unknown): MySize | null {
  const claim = readClaim(raw);
  if (!claim || claim.code !== MY_SIZE_CLAIM_CODE) return null;
  const value = claim.value as Partial<MySize> | null;
  if (typeof value !== "object" || value === null) return null;
  if (typeof value.id !== "string" || value.id === "" || typeof value.label !== "string") return null;
  return { id: value.id, label: value.label };
}

/**
 * The size value to preselect on a product page: the remembered size when the product offers it in stock
 * (`available`) and it is not already the chosen one; otherwise `null` (the page keeps its variant).
 * Pure.
 *
 * @example
 * mySizeToPreselect([{ id: "166", label: "S", available: true, selected: true }, { id: "167", label: "M", available: true, selected: false }], { id: "167", label: "M" });
 * // the M value
 */
export function mySizeToPreselect<TValue extends SizeOffer>(
  values: readonly TValue[],
  mySize: MySize | null,
): TValue | null {
  if (!mySize) return null;
  const value = values.find((candidate) => String(candidate.id) === mySize.id);
  if (value?.available !== true || value.selected === true) return null;
  return value;
}

/**
 * The listing's size filter option for the remembered size (the "Mój rozmiar" shortcut), when the listing
 * has products in that size; `null` otherwise. Pure.
 *
 * @example
 * mySizeFilterOption([{ id: "167", label: "M" }], { id: "167", label: "M" }); // { id: "167", label: "M" }
 */
export function mySizeFilterOption<TOption extends SizeOffer>(
  options: readonly TOption[],
  mySize: MySize | null,
): TOption | null {
  if (!mySize) return null;
  return options.find((option) => String(option.id) === mySize.id) ?? null;
}
